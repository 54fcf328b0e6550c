/** Relative luminance of an sRGB colour (WCAG 2.2 definition). */
const luminance = (hex: string): number | null => {
  const match = /^#?([\da-f]{6})$/i.exec(hex.trim());
  if (!match?.[1]) return null;
  const value = Number.parseInt(match[1], 16);
  const channel = (shift: number) => {
    const c = ((value >> shift) & 0xff) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(16) + 0.7152 * channel(8) + 0.0722 * channel(0);
};

const contrast = (a: number, b: number): number => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);

const DARK_TEXT = '#16241f';
const DARK_LUMINANCE = luminance(DARK_TEXT) ?? 0;

/**
 * Promo colours come from the server; the text on them must stay readable (WCAG AA), so it
 * is white or the page's dark text, whichever contrasts more. An unreadable colour falls
 * back to the brand green.
 */
export const readableOn = (background: string): { background: string; text: string } => {
  const bg = luminance(background);
  if (bg === null) return { background: 'var(--color-primary)', text: '#ffffff' };
  return { background, text: contrast(bg, 1) >= contrast(bg, DARK_LUMINANCE) ? '#ffffff' : DARK_TEXT };
};
