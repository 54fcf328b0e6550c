import type { FormKind } from '../../model/types';
import { makePalette } from './palette';
import { el } from './svg';
import type { PackProps, PackShapes } from './packs/types';
import { carton, type CartonMark } from './packs/carton';

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

/**
 * Cartons (tablets, capsules, lozenges, ampoules: most medicines) are drawn by this chunk; the
 * other packs (bottles, tubes, jars, sachets, devices) are a chunk of their own, loaded when a
 * picture of theirs is wanted, so a cart of tablets does not bring them (docs/performance.md,
 * "Packshots and art"). The import is here, in the drawer's chunk, so webpack leaves out
 * of it what this chunk has already (the label, the palette, the SVG writer).
 */
const CARTON_MARKS: Partial<Record<FormKind, CartonMark>> = {
  tablets: 'tablets',
  capsules: 'capsules',
  lozenges: 'lozenges',
  ampoules: 'ampoules',
};

/** The other packs, by form kind, once they have come. */
let otherPacks: PackShapes | null = null;
let arriving: Promise<void> | undefined;

/** Loads the packs a form kind is drawn with; cartons, and a product without a form, need nothing more. */
export const loadPacksFor = (formKind: FormKind | null): Promise<void> =>
  formKind === null || CARTON_MARKS[formKind] ? Promise.resolve() : loadEveryPack();

/** Loads the other packs: a page of products (and the prerender) may show any. */
export const loadEveryPack = (): Promise<void> =>
  (arriving ??= import(/* webpackChunkName: "packs" */ './packs/otherPacks').then(
    (module) => {
      otherPacks = module.otherPacks;
    },
    (error: unknown) => {
      // Offline: the next picture that asks tries again.
      arriving = undefined;
      throw error;
    },
  ));

/** The pack's markup, or null while the other packs have not come (`loadPacksFor`). */
const pack = (formKind: FormKind | null, name: string, props: PackProps): string | null => {
  if (formKind === null || CARTON_MARKS[formKind])
    return carton(props, (formKind && CARTON_MARKS[formKind]) || 'tablets');
  if (!otherPacks) return null;
  // A device that is neither a monitor nor a thermometer (a plaster) is a carton with a cross.
  return otherPacks[formKind]?.(props, name) ?? carton(props, 'cross');
};

/**
 * A drawn packshot standing in for a product photo: the inner SVG markup (viewBox 0 0 160 160)
 * of the pack that fits the form (carton, bottle, tube, dropper, spray, device…) in the
 * product's brand colour, with its brand and strength printed on it, and the tint of the soft
 * backdrop behind it. The backdrop is the `<svg>`'s CSS background: a gradient of its own in
 * every card was five more elements to style and lay out per card (docs/performance.md,
 * "Packshots and art"). null while the other packs have not
 * come (`loadPacksFor`).
 */
export const drawPackshot = ({
  formKind,
  color,
  name,
  dosage = '',
}: PackshotSubject): { markup: string; tint: string } | null => {
  const palette = makePalette(color ?? NEUTRAL_COLOR);
  const drawn = pack(formKind, name, { palette, brand: brandWord(name), dosage });
  if (drawn === null) return null;
  const shadow = el('ellipse', { cx: 80, cy: 137, rx: 52, ry: 6, fill: '#10241d', opacity: 0.1 });
  return { markup: shadow + drawn, tint: palette.tint };
};
