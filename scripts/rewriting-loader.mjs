// A source-rewriting loader (message-ids-loader.mjs): a webpack loader from a function that
// returns the rewritten source as a MagicString (or null when there is nothing to rewrite),
// passing on a source map so that error reports still point at the right column.

/** A webpack loader that applies `rewrite(source, options)`. */
export const rewritingLoader = (rewrite) =>
  function loader(source, inputMap) {
    const rewritten = rewrite(source, this.getOptions());
    if (!rewritten) return this.callback(null, source, inputMap);
    const map = rewritten.generateMap({ source: this.resourcePath, includeContent: true, hires: true });
    this.callback(null, rewritten.toString(), { ...map, file: this.resourcePath });
  };
