import type { FormKind } from '../../model/types';
import { makePalette } from './palette';
import { el } from './svg';
import type { PackProps } from './packs/types';
import { carton } from './packs/carton';
import { bottle, dropper, shampoo, spray } from './packs/bottle';
import { jar, tube } from './packs/tube';
import { sachet } from './packs/sachet';
import { device, thermometer } from './packs/device';

export interface PackshotSubject {
  /** null: the answer had none: a plain carton. */
  formKind: FormKind | null;
  /** Brand colour, "#rrggbb"; null: the answer had none: a neutral grey. */
  color: string | null;
  /** Product name: its first word is printed on the pack. */
  name: string;
  dosage?: string;
}

/** The brand as printed on the pack: the first word, or two when the first is short ("La Roche-Posay"). */
const brandWord = (name: string): string => {
  const [first = name, second] = name.trim().split(/\s+/);
  return first.length < 4 && second && !/^\d/.test(second) ? `${first} ${second}` : first;
};

/** Devices range from monitors to plasters: the product name, in the page's language, tells which picture fits. */
const deviceShot = (props: PackProps, name: string): string => {
  if (/toplomer|termometar|thermometer|термометр/i.test(name)) return thermometer(props);
  if (/aparat|inhalator|oksimetar|monitor|nebuli[sz]|meter|тонометр|ингалятор|оксиметр|глюкометр/i.test(name))
    return device(props);
  return carton(props, 'cross');
};

/** The packshot of a product whose answer had no `color` (docs/api.md, "Required and optional fields"). */
const NEUTRAL_COLOR = '#6f7c77';

const pack = (formKind: FormKind | null, name: string, props: PackProps): string => {
  switch (formKind) {
    case 'syrup':
      return bottle(props, 'glass');
    case 'solution':
      return bottle(props, 'plastic');
    case 'drops':
      return dropper(props);
    case 'spray':
      return spray(props);
    case 'shampoo':
      return shampoo(props);
    case 'cream':
      return tube(props, false);
    case 'gel':
      return tube(props, true);
    case 'powder':
      return jar(props);
    case 'sachet':
      return sachet(props);
    case 'device':
      return deviceShot(props, name);
    case 'capsules':
    case 'lozenges':
    case 'ampoules':
      return carton(props, formKind);
    default:
      return carton(props, 'tablets');
  }
};

/**
 * A drawn packshot standing in for a product photo: the inner SVG markup (viewBox 0 0 160 160)
 * of the pack that fits the form (carton, bottle, tube, dropper, spray, device…) in the
 * product's brand colour, with its brand and strength printed on it, and the tint of the soft
 * backdrop behind it. The backdrop is the `<svg>`'s CSS background: a gradient of its own in
 * every card was five more elements to style and lay out per card (docs/performance.md,
 * "What moved the numbers in the second round" (Packshots)).
 */
export const drawPackshot = ({
  formKind,
  color,
  name,
  dosage = '',
}: PackshotSubject): { markup: string; tint: string } => {
  const palette = makePalette(color ?? NEUTRAL_COLOR);
  const markup = [
    el('ellipse', { cx: 80, cy: 137, rx: 52, ry: 6, fill: '#10241d', opacity: 0.1 }),
    pack(formKind, name, { palette, brand: brandWord(name), dosage }),
  ].join('');
  return { markup, tint: palette.tint };
};
