/**
 * The decorative pictures of the home page's hero and of the article covers, as SVG markup
 * strings: code that a prerendered page does not need (its pictures are in its HTML), so it is
 * a chunk of its own (drawer.ts; docs/performance.md, "Packshots and art").
 * Every value written here is a constant or a number: no text from a visitor or the API.
 */

/** The hero's illustration: a pharmacy bag, a pill pack and a capsule on a soft backdrop (360×300). */
const blister = [0, 1, 2]
  .flatMap((row) =>
    [0, 1].map(
      (col) =>
        `<circle cx="${66 + col * 32}" cy="${138 + row * 32}" r="10" fill="#f3f6f5" stroke="#a9c9b9" stroke-width="2"/>`,
    ),
  )
  .join('');

export const hero =
  '<defs>' +
  '<linearGradient id="hero-bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#d7efe4"/><stop offset="1" stop-color="#b9e2cf"/></linearGradient>' +
  '<linearGradient id="hero-bag" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#eef5f1"/></linearGradient>' +
  '</defs>' +
  '<circle cx="190" cy="150" r="140" fill="url(#hero-bg)"/>' +
  '<circle cx="310" cy="60" r="26" fill="#fff" opacity="0.7"/>' +
  '<circle cx="52" cy="232" r="18" fill="#fff" opacity="0.7"/>' +
  // bag
  '<path d="M150 92c0-22 16-38 38-38s38 16 38 38" fill="none" stroke="#07603f" stroke-width="9" stroke-linecap="round"/>' +
  '<path d="M112 96h152l-10 150a14 14 0 0 1-14 13H136a14 14 0 0 1-14-13Z" fill="url(#hero-bag)" stroke="#cfe3d9" stroke-width="2"/>' +
  '<rect x="160" y="136" width="56" height="56" rx="14" fill="#0a7a50"/>' +
  '<path d="M181 148h14v13h13v14h-13v13h-14v-13h-13v-14h13Z" fill="#fff"/>' +
  '<rect x="146" y="214" width="84" height="8" rx="4" fill="#d6e6de"/>' +
  // blister pack
  '<g transform="rotate(-14 82 150)">' +
  '<rect x="40" y="110" width="84" height="120" rx="12" fill="#ffffff" stroke="#cfe3d9" stroke-width="2"/>' +
  blister +
  '</g>' +
  // capsule
  '<g transform="rotate(32 292 196)">' +
  '<rect x="256" y="178" width="76" height="34" rx="17" fill="#d9480f"/>' +
  '<rect x="294" y="178" width="38" height="34" rx="17" fill="#ffffff" stroke="#f0c9a8" stroke-width="2"/>' +
  '<rect x="292" y="178" width="6" height="34" fill="#ffffff"/>' +
  '</g>' +
  // leaf
  '<path d="M286 110c-2-30 20-50 48-50 2 28-18 50-48 50Z" fill="#3aa37a"/>' +
  '<path d="M290 106c12-12 24-22 38-34" stroke="#fff" stroke-width="3" stroke-linecap="round" fill="none"/>';

/** Soft backgrounds with a deep accent of the same hue: calm, pharmacy-like. */
const PALETTES = [
  ['#e3f3ec', '#c9e9db', '#0a7a50'],
  ['#e6f0fb', '#cfe1f6', '#1f5f9e'],
  ['#fdf0e4', '#f8dcc2', '#b4541a'],
  ['#f1ecfa', '#ddd2f3', '#5b3fa0'],
  ['#e5f5f6', '#c6e8ea', '#11747a'],
  ['#fbeef0', '#f3d3d9', '#a3344a'],
] as const;

/** A motif's shape, in the palette's accent. */
const body = (d: string) => `<path d="${d}" fill="currentColor" opacity="0.9"/>`;

/** A white stroke that lights up a motif. */
const highlight = (d: string, width: number) =>
  `<path d="${d}" stroke="#fff" stroke-width="${width}" fill="none" stroke-linecap="round" opacity="0.85"/>`;

/** Simple health motifs drawn on a 320×160 canvas in `currentColor`, which the cover sets to the palette's accent. */
const MOTIFS = [
  // capsule
  '<g transform="rotate(-30 230 80)">' +
    '<rect x="170" y="55" width="120" height="50" rx="25" fill="currentColor" opacity="0.9"/>' +
    '<rect x="230" y="55" width="60" height="50" rx="25" fill="#fff" opacity="0.85"/>' +
    '<rect x="226" y="55" width="8" height="50" fill="#fff" opacity="0.85"/>' +
    '</g>',
  // leaf
  `<g>${body('M180 130c0-60 40-100 110-100 0 70-40 110-100 110-4 0-7-3-10-10Z')}${highlight('M190 128c25-30 50-55 85-80', 5)}</g>`,
  // drop
  `<g>${body('M240 22c26 36 44 58 44 82a44 44 0 0 1-88 0c0-24 18-46 44-82Z')}${highlight('M220 108a22 22 0 0 0 20 20', 6)}</g>`,
  // heart with pulse
  `<g>${body('M240 138s-62-36-62-78a32 32 0 0 1 62-12 32 32 0 0 1 62 12c0 42-62 78-62 78Z')}` +
    '<path d="M190 82h26l10-18 16 36 12-24h36" stroke="#fff" stroke-width="6" fill="none" stroke-linecap="round" stroke-linejoin="round"/></g>',
  // sun
  '<g><circle cx="240" cy="80" r="34" fill="currentColor" opacity="0.9"/>' +
    Array.from(
      { length: 8 },
      (_, index) =>
        `<rect x="236" y="18" width="8" height="20" rx="4" fill="currentColor" opacity="0.7" transform="rotate(${index * 45} 240 80)"/>`,
    ).join('') +
    '</g>',
  // cross
  '<g><rect x="200" y="40" width="80" height="80" rx="20" fill="currentColor" opacity="0.9"/>' +
    '<path d="M232 56h16v16h16v16h-16v16h-16v-16h-16v-16h16Z" fill="#fff"/></g>',
];

/**
 * An article's cover (320×160) from the hash of its slug: the hash only chooses a palette and a
 * motif (and names the gradient), so the same article always gets the same cover.
 */
export const cover = (hash: number): string => {
  const [from, to, ink] = PALETTES[hash % PALETTES.length] ?? PALETTES[0];
  const gradientId = `cover-${hash.toString(36)}`;
  return (
    `<defs><linearGradient id="${gradientId}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
    `<rect width="320" height="160" fill="url(#${gradientId})"/>` +
    '<circle cx="40" cy="150" r="70" fill="#fff" opacity="0.35"/>' +
    '<circle cx="300" cy="10" r="46" fill="#fff" opacity="0.3"/>' +
    `<g color="${ink}">${MOTIFS[(hash >>> 8) % MOTIFS.length] ?? ''}</g>`
  );
};
