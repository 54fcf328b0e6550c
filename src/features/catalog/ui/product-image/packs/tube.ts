import { el } from '../svg';
import { packLabel } from './label';
import { EDGE, SHADE, type PackProps, type PackShapes } from './types';

/** A tube standing on its cap: white for creams, tinted for gels. */
const tube = ({ palette, brand, dosage }: PackProps, tinted: boolean): string =>
  [
    el('rect', { x: 46, y: 26, width: 68, height: 10, rx: 2, fill: SHADE, stroke: EDGE, 'stroke-width': 0.8 }),
    el('path', {
      d: 'M52 27v8M58 27v8M64 27v8M70 27v8M76 27v8M82 27v8M88 27v8M94 27v8M100 27v8M106 27v8',
      stroke: EDGE,
      'stroke-width': 1,
    }),
    el('path', {
      d: 'M48 36h64l-12 74H60Z',
      fill: tinted ? palette.tint : '#fff',
      stroke: EDGE,
      'stroke-width': 0.8,
      'stroke-linejoin': 'round',
    }),
    el('path', { d: 'M55.6 84h48.8l-2.6 16H58.2Z', fill: palette.main }),
    el('path', { d: 'M54.8 79h50.4l-.6 3H55.3Z', fill: palette.light }),
    el('rect', { x: 64, y: 108, width: 32, height: 8, fill: SHADE }),
    el('rect', { x: 62, y: 115, width: 36, height: 21, rx: 3, fill: palette.dark }),
    el('path', {
      d: 'M68 117v17M74 117v17M80 117v17M86 117v17M92 117v17',
      stroke: '#000',
      'stroke-width': 1,
      opacity: 0.15,
    }),
    packLabel({ x: 80, y: 58, width: 44, brand, dosage, color: palette.dark }),
  ].join('');

/** A wide tub with a screw lid: powders. */
const jar = ({ palette, brand, dosage }: PackProps): string =>
  [
    el('rect', { x: 38, y: 52, width: 84, height: 22, rx: 4, fill: palette.main }),
    el('path', {
      d: 'M46 54v18M54 54v18M62 54v18M70 54v18M78 54v18M86 54v18M94 54v18M102 54v18M110 54v18',
      stroke: palette.dark,
      'stroke-width': 1.2,
      opacity: 0.45,
    }),
    el('path', { d: 'M42 74h76l-2 54q0 8-8 8H52q-8 0-8-8Z', fill: '#fff', stroke: EDGE, 'stroke-width': 0.8 }),
    el('rect', { x: 44, y: 116, width: 72, height: 10, fill: palette.main }),
    el('rect', { x: 44, y: 112, width: 72, height: 3, fill: palette.light }),
    packLabel({ x: 80, y: 94, width: 60, brand, dosage, color: palette.dark }),
  ].join('');

/** Tubes and jars: creams, gels and powders (packshot.ts, the other packs). */
export const tubeShapes: PackShapes = {
  cream: (props) => tube(props, false),
  gel: (props) => tube(props, true),
  powder: jar,
};
