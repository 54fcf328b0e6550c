// webpack loader for i18n/*.json: compiles every ICU message to its AST at build time, so
// the browser needs no message parser (react-intl's documented "no-parser" setup). A
// message that does not parse fails the build instead of failing in a visitor's browser.
// Options (webpack.config.ts, messagesRule): `select(query)` gives the keys an import keeps
// (`?shell`, `?route=page-x`: messages per route, docs/performance.md), `dependencies` the
// files that choice is read from.
import { parse } from '@formatjs/icu-messageformat-parser';

export default function icuAstLoader(source) {
  const { select, dependencies = [] } = this.getOptions() ?? {};
  for (const file of dependencies) this.addDependency(file);
  const keep = select ? select(this.resourceQuery) : () => true;
  const messages = JSON.parse(source);
  const compiled = {};
  for (const [id, message] of Object.entries(messages)) {
    if (!keep(id)) continue;
    try {
      compiled[id] = parse(message);
    } catch (error) {
      throw new Error(`${this.resourcePath}: message "${id}" is not valid ICU`, { cause: error });
    }
  }
  return JSON.stringify(compiled);
}
