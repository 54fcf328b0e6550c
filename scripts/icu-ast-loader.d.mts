/** See icu-ast-loader.mjs: a catalogue's JSON as the JSON of its messages' ASTs, keyed by `ids`' short ids. */
export default function icuAstLoader(
  this: { getOptions(): { ids?: Readonly<Record<string, string>> }; resourcePath: string },
  source: string,
): string;
