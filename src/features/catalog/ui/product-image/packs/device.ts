import { el, text } from '../svg';
import { EDGE, FONT, type PackProps, type PackShapes } from './types';

const SCREEN_TEXT = '#8ce6bd';

/** A small digital device (monitor, meter): screen and a main button. */
const device = ({ palette, brand }: PackProps): string =>
  el(
    'g',
    { 'font-family': FONT, 'text-anchor': 'middle' },
    el('rect', { x: 40, y: 30, width: 88, height: 104, rx: 18, fill: '#d9e1de' }),
    el('rect', { x: 34, y: 28, width: 88, height: 104, rx: 18, fill: '#fff', stroke: EDGE, 'stroke-width': 0.8 }),
    el('rect', { x: 46, y: 42, width: 64, height: 40, rx: 7, fill: '#1d2c27' }),
    el('text', { x: 78, y: 68, 'font-size': 18, 'font-weight': 700, fill: SCREEN_TEXT }, '120'),
    el('text', { x: 100, y: 77, 'font-size': 7, fill: SCREEN_TEXT, opacity: 0.8 }, '80'),
    el('circle', { cx: 78, cy: 104, r: 12, fill: palette.main }),
    el('circle', { cx: 78, cy: 104, r: 5, fill: 'none', stroke: '#fff', 'stroke-width': 1.8 }),
    el('circle', { cx: 52, cy: 104, r: 5, fill: palette.light }),
    el('circle', { cx: 104, cy: 104, r: 5, fill: palette.light }),
    el(
      'text',
      { x: 78, y: 126, 'font-size': 7.5, 'font-weight': 700, fill: palette.dark, 'letter-spacing': '0.6' },
      text(brand.toUpperCase()),
    ),
  );

/** A digital stick thermometer lying across the frame. */
const thermometer = ({ palette }: PackProps): string =>
  el(
    'g',
    { transform: 'rotate(-35 80 82)', 'font-family': FONT },
    el('rect', { x: 124, y: 76, width: 18, height: 12, rx: 6, fill: '#b7c2bd' }),
    el('rect', { x: 22, y: 68, width: 108, height: 28, rx: 14, fill: '#fff', stroke: EDGE, 'stroke-width': 0.8 }),
    el('rect', { x: 22, y: 68, width: 30, height: 28, rx: 14, fill: palette.main }),
    el('rect', { x: 58, y: 74, width: 40, height: 16, rx: 3, fill: '#1d2c27' }),
    el(
      'text',
      { x: 78, y: 86, 'font-size': 11, 'font-weight': 700, fill: SCREEN_TEXT, 'text-anchor': 'middle' },
      '36.6',
    ),
    el('circle', { cx: 112, cy: 82, r: 5, fill: palette.light }),
  );

/**
 * Devices range from monitors to plasters: the product name, in the page's language, tells which
 * picture fits; the rest are cartons with a cross (packshot.ts, the other packs).
 */
export const deviceShapes: PackShapes = {
  device: (props, name) => {
    if (/toplomer|termometar|thermometer|термометр/i.test(name)) return thermometer(props);
    if (/aparat|inhalator|oksimetar|monitor|nebuli[sz]|meter|тонометр|ингалятор|оксиметр|глюкометр/i.test(name))
      return device(props);
    return undefined;
  },
};
