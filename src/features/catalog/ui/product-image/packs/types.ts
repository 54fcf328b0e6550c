import type { FormKind } from '../../../model/types';
import type { Palette } from '../palette';

/** What every drawn pack gets: its colours and the words printed on it. */
export interface PackProps {
  palette: Palette;
  brand: string;
  dosage: string;
}

export const EDGE = '#cfd8d4';
export const SHADE = '#e6ecea';
export const AMBER = '#8f4c12';
export const AMBER_DARK = '#6b370b';
export const FONT = 'system-ui, -apple-system, Segoe UI, Roboto, Arial, sans-serif';

/**
 * The packs of one kind of container, by the form kinds they draw (packshot.ts). A shape may decline a
 * product (undefined): it is then drawn as a carton with a cross.
 */
export type PackShapes = Partial<Record<FormKind, (props: PackProps, name: string) => string | undefined>>;
