import type { FormKind } from '../../model/types';
import { makePalette } from './palette';
import { el } from './svg';
import type { PackProps } from './packs/types';
import { carton, type CartonMark } from './packs/carton';
import { otherPacks } from './packs/otherPacks';

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

/** The packshot of a product whose answer had no `color` (docs/api.md, "Required and optional fields"). */
const NEUTRAL_COLOR = '#6f7c77';

const CARTON_MARKS: Partial<Record<FormKind, CartonMark>> = {
  tablets: 'tablets',
  capsules: 'capsules',
  lozenges: 'lozenges',
  ampoules: 'ampoules',
};

/** The pack that fits the form kind. */
const pack = (formKind: FormKind | null, name: string, props: PackProps): string => {
  if (formKind === null || CARTON_MARKS[formKind])
    return carton(props, (formKind && CARTON_MARKS[formKind]) || 'tablets');
  // A device that is neither a monitor nor a thermometer (a plaster) is a carton with a cross.
  return otherPacks[formKind]?.(props, name) ?? carton(props, 'cross');
};

/**
 * A drawn packshot standing in for a product photo: the inner SVG markup (viewBox 0 0 160 160)
 * of the pack that fits the form (carton, bottle, tube, dropper, spray, device…) in the
 * product's brand colour, with its brand and strength printed on it, and the tint of the soft
 * backdrop behind it. The backdrop is the `<svg>`'s CSS background: a gradient of its own in
 * every card was five more elements to style and lay out per card (docs/performance.md,
 * "Packshots and art").
 */
export const drawPackshot = ({
  formKind,
  color,
  name,
  dosage = '',
}: PackshotSubject): { markup: string; tint: string } => {
  const palette = makePalette(color ?? NEUTRAL_COLOR);
  const drawn = pack(formKind, name, { palette, brand: brandWord(name), dosage });
  const shadow = el('ellipse', { cx: 80, cy: 137, rx: 52, ry: 6, fill: '#10241d', opacity: 0.1 });
  return { markup: shadow + drawn, tint: palette.tint };
};
