const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Safe in HTML text, in quoted attributes and in XML (the sitemap). */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);

const SCRIPT_ESCAPES: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/**
 * JSON for inside a `<script>` element. The HTML parser ends a script at `</script` whatever
 * the JSON means, so `<` (and `>`, `&`) are written as JSON escapes; U+2028/2029 are escaped
 * because older JavaScript parsers read them as line ends. The result is still valid JSON.
 */
export const serializeJsonForScript = (value: unknown): string =>
  (JSON.stringify(value) ?? 'null').replace(/[<>&\u2028\u2029]/g, (char) => SCRIPT_ESCAPES[char] ?? char);
