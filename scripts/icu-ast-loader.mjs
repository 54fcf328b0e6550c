// webpack loader for i18n/*.json: compiles every ICU message to its AST at build time, so
// the browser needs no message parser (react-intl's documented "no-parser" setup). A
// message that does not parse fails the build instead of failing in a visitor's browser.
// Which ids an import keeps (`?shell`, `?route=page-x`) the build decides later, from the
// chunk graph (RouteMessagesPlugin in scripts/message-parts.ts, docs/performance.md).
import { parse } from '@formatjs/icu-messageformat-parser';

export default function icuAstLoader(source) {
  const messages = JSON.parse(source);
  const compiled = {};
  for (const [id, message] of Object.entries(messages)) {
    try {
      compiled[id] = parse(message);
    } catch (error) {
      throw new Error(`${this.resourcePath}: message "${id}" is not valid ICU`, { cause: error });
    }
  }
  return JSON.stringify(compiled);
}
