// webpack loader for i18n/*.json: compiles every ICU message to its AST at build time, so
// the browser needs no message parser (react-intl's documented "no-parser" setup). A
// message that does not parse fails the build instead of failing in a visitor's browser.
// Which ids an import keeps (`?shell`, `?route=page-x`) the build decides later, from the
// chunk graph (RouteMessagesPlugin in scripts/message-parts.ts, docs/performance.md).
// Production builds give the option `ids`: each message keeps its short id instead
// (docs/decisions.md, "Message ids in production builds"; scripts/message-ids-loader.mjs).
import { parse } from '@formatjs/icu-messageformat-parser';

export default function icuAstLoader(source) {
  const messages = JSON.parse(source);
  const ids = this.getOptions().ids ?? {};
  const compiled = {};
  for (const [id, message] of Object.entries(messages)) {
    try {
      compiled[Object.hasOwn(ids, id) ? ids[id] : id] = parse(message);
    } catch (error) {
      throw new Error(`${this.resourcePath}: message "${id}" is not valid ICU`, { cause: error });
    }
  }
  return JSON.stringify(compiled);
}
