import { el, text } from '../svg';
import { FONT } from './types';

/** Brand and strength printed on a pack, shrunk to fit the label; a long two-word brand takes two lines. */
export const packLabel = ({
  x,
  y,
  width,
  brand,
  dosage,
  color,
  align = 'middle',
}: {
  x: number;
  y: number;
  width: number;
  brand: string;
  dosage: string;
  color: string;
  align?: 'start' | 'middle';
}): string => {
  // A glyph of the system sans is about 0.6 em wide: size the words so they fit the label.
  const fit = (line: string, max: number) => Math.min(max, (width / Math.max(line.length, 1)) * 1.6);
  const words = brand.split(' ');
  const twoLines = words.length > 1 && fit(brand, 15) < 8;
  const lines = twoLines ? words : [brand];
  const brandSize = Math.min(...lines.map((line) => fit(line, twoLines ? 12 : 15)));
  const dosageSize = Math.min(8.5, (width / Math.max(dosage.length, 1)) * 1.7);
  const top = twoLines ? y - brandSize * 0.5 : y;
  const lastLine = top + (lines.length - 1) * brandSize * 1.05;
  const brandText = el(
    'text',
    { x, y: top, 'font-size': brandSize, 'font-weight': 700, fill: color, 'letter-spacing': '-0.2' },
    ...lines.map((line, index) => el('tspan', { x, dy: index === 0 ? 0 : brandSize * 1.05 }, text(line))),
  );
  const dosageText = dosage
    ? el(
        'text',
        { x, y: lastLine + brandSize * 0.55 + 8, 'font-size': dosageSize, 'font-weight': 600, fill: '#51615b' },
        text(dosage),
      )
    : '';
  return el('g', { 'font-family': FONT, 'text-anchor': align }, brandText, dosageText);
};
