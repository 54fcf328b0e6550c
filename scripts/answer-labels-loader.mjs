// webpack loader for the answer schemas (src/shared/api) in production builds: writes the label
// of each tolerant reader (`detail('product.color', …)`, `listOf('cities.list', …)`) as ''. A
// label is only ever read by the report of a tolerated answer, and that report is silent where
// IS_PRODUCTION_BUILD holds, which is exactly the production builds (webpack defines NODE_ENV by
// the mode); there the labels would be dead text in every first load (docs/api.md, "Required
// and optional fields"). The dev server and jest keep them. Runs before swc, with a source map.
import MagicString from 'magic-string';
import { rewritingLoader } from './rewriting-loader.mjs';

/** The functions of tolerant.ts and answerParts.ts whose first parameter is a label. */
export const LABELLED = ['detail', 'tolerantArray', 'listOf', 'listOfObjects', 'optText'];

// A call of one of them (`...listOf(` too, but not a method: `paths.detail(…)`) whose first
// argument is a quoted literal (prettier writes single quotes).
const CALL = new RegExp(`(?<![\\w$])(?<![\\w$)\\]]\\.)(?:${LABELLED.join('|')})\\(\\s*'([^'\\\\\\n]*)'`, 'g');

/** `source` with every label written as '', or null if it has none. */
export const dropAnswerLabels = (source) => {
  let rewritten = null;
  for (const match of source.matchAll(CALL)) {
    if (!match[1]) continue;
    rewritten ??= new MagicString(source);
    const end = match.index + match[0].length - 1;
    rewritten.remove(end - match[1].length, end);
  }
  return rewritten;
};

export default rewritingLoader((source) => dropAnswerLabels(source));
