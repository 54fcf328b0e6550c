import { el } from '../svg';
import { packLabel } from './label';
import { EDGE, type PackProps } from './types';

export type CartonMark = 'tablets' | 'capsules' | 'lozenges' | 'ampoules' | 'cross';

/** The small picture printed on a carton's corner that says what is inside. */
const mark = (kind: CartonMark, palette: PackProps['palette']): string => {
  switch (kind) {
    case 'capsules':
      return el(
        'g',
        { transform: 'rotate(-32 100 76)' },
        el('rect', { x: 88, y: 71, width: 24, height: 10, rx: 5, fill: palette.light }),
        el('path', { d: 'M93 71h7v10h-7a5 5 0 0 1 0-10Z', fill: palette.main }),
      );
    case 'lozenges':
      return el('rect', {
        x: 93,
        y: 69,
        width: 14,
        height: 14,
        rx: 4,
        transform: 'rotate(45 100 76)',
        fill: palette.light,
        stroke: palette.main,
        'stroke-width': 1.5,
      });
    case 'ampoules':
      return el('path', {
        d: 'M95 88V74l2-3v-3a2 2 0 0 1 4 0v3l2 3v14a1 1 0 0 1-1 1h-6a1 1 0 0 1-1-1Z',
        fill: palette.light,
        stroke: palette.main,
        'stroke-width': 1.2,
      });
    case 'cross':
      return el('path', { d: 'M96 67h8v6h6v8h-6v6h-8v-6h-6v-8h6Z', fill: palette.main });
    default:
      return el(
        'g',
        { stroke: palette.main, 'stroke-width': 1.5 },
        el('circle', { cx: 95, cy: 73, r: 6.5, fill: '#fff' }),
        el('path', { d: 'M89.5 73h11' }),
        el('circle', { cx: 105, cy: 81, r: 5.5, fill: palette.light }),
      );
  }
};

/** A 3/4 view of a medicine carton: white board, brand swoosh, strength under the name. */
export const carton = ({ palette, brand, dosage }: PackProps, kind: CartonMark): string =>
  [
    el('path', {
      d: 'M22 60 44 48h90l-22 12Z',
      fill: '#f5f7f6',
      stroke: EDGE,
      'stroke-width': 0.8,
      'stroke-linejoin': 'round',
    }),
    el('path', {
      d: 'M112 60l22-12v72l-22 12Z',
      fill: '#dde4e1',
      stroke: EDGE,
      'stroke-width': 0.8,
      'stroke-linejoin': 'round',
    }),
    el('path', { d: 'M112 106c8-5 14-9 22-13v27l-22 12Z', fill: palette.dark }),
    el('rect', { x: 22, y: 60, width: 90, height: 72, fill: '#fff', stroke: EDGE, 'stroke-width': 0.8 }),
    el('path', { d: 'M22 110c22-10 52 6 90-4v26H22Z', fill: palette.main }),
    el('path', { d: 'M22 118c26-8 54 6 90-3', fill: 'none', stroke: palette.light, 'stroke-width': 2, opacity: 0.7 }),
    packLabel({ x: 30, y: 82, width: 50, brand, dosage, color: palette.dark, align: 'start' }),
    mark(kind, palette),
  ].join('');
