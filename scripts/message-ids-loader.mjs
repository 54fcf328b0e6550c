// webpack loader for our own source files in production builds: writes each message id that a
// source names as a quoted literal (`'catalog.filters.clear'`, `id="brand.name"`) as its short id
// (docs/decisions.md, "Message ids in production builds"). The map comes from webpack.config.ts
// (shortMessageIds in scripts/message-parts.ts); the catalogues' keys are rewritten with the same
// map by scripts/icu-ast-loader.mjs. Ids built from a template are not in the map, so their
// family stays whole. Runs before swc, with a source map, so that error reports still point at
// the right column.
import MagicString from 'magic-string';
import { rewritingLoader } from './rewriting-loader.mjs';

// As `LITERAL` in scripts/message-parts.ts: what the build takes for an id a file names.
const LITERAL = /(['"`])([A-Za-z][\w-]*(?:\.[\w-]+)+)\1/g;

/** `source` with every quoted id of `ids` written as its short id, or null if it names none. */
export const rewriteMessageIds = (source, ids) => {
  let rewritten = null;
  for (const match of source.matchAll(LITERAL)) {
    const short = Object.hasOwn(ids, match[2]) ? ids[match[2]] : undefined;
    if (short === undefined) continue;
    rewritten ??= new MagicString(source);
    rewritten.overwrite(match.index + 1, match.index + 1 + match[2].length, short);
  }
  return rewritten;
};

export default rewritingLoader((source, options) => rewriteMessageIds(source, options.ids));
