import { el } from '../svg';
import { packLabel } from './label';
import { EDGE, type PackProps, type PackShapes } from './types';

const SEAM = '#eef2f0';

const teeth = (x0: number, x1: number, y: number, depth: number): string => {
  const points: string[] = [];
  for (let x = x0; x < x1; x += 4) points.push(`${x + 2},${y + depth}`, `${x + 4},${y}`);
  return points.join(' ');
};

const OUTLINE = `M48,30 ${teeth(48, 112, 30, -3)} L112,134 ${teeth(48, 112, 134, 3).split(' ').reverse().join(' ')} L48,134 Z`;

/** A flat sachet with serrated seams, a second one leaning behind it. */
const sachet = ({ palette, brand, dosage }: PackProps): string =>
  [
    el('path', {
      d: OUTLINE,
      transform: 'rotate(9 104 86) translate(18 -4)',
      fill: palette.light,
      stroke: EDGE,
      'stroke-width': 0.8,
    }),
    el('path', { d: OUTLINE, fill: '#fff', stroke: EDGE, 'stroke-width': 0.8 }),
    el('rect', { x: 48, y: 34, width: 64, height: 6, fill: SEAM }),
    el('rect', { x: 48, y: 124, width: 64, height: 6, fill: SEAM }),
    el('path', { d: 'M48 96c20-8 44 6 64-2v30H48Z', fill: palette.main }),
    packLabel({ x: 80, y: 66, width: 52, brand, dosage, color: palette.dark }),
  ].join('');

/** Sachets (packshot.ts, the other packs). */
export const sachetShapes: PackShapes = { sachet };
