/**
 * SVG markup as strings. A packshot is one React element whose inside the browser parses
 * natively, instead of twenty elements React creates and hydrates one by one
 * (docs/performance.md, "Packshots and art"). Every value from
 * the API is escaped here.
 */
type AttributeValue = string | number | undefined;

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Text from the API (brand, strength) printed on a pack: escaped, never markup. */
const escapeXml = (text: string): string => text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char] ?? char);

/** `<tag a="1" b="2">children</tag>`; attributes left undefined are not written; numbers to two decimals. */
export const el = (tag: string, attributes: Record<string, AttributeValue>, ...children: string[]): string => {
  const written = Object.entries(attributes)
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
    .map(
      ([name, value]) =>
        ` ${name}="${escapeXml(typeof value === 'number' ? String(Math.round(value * 100) / 100) : value)}"`,
    )
    .join('');
  return children.length ? `<${tag}${written}>${children.join('')}</${tag}>` : `<${tag}${written}/>`;
};

/** Text content of an element. */
export const text = (value: string): string => escapeXml(value);
