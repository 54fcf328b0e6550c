import type { PackUnitDto } from '@/shared/api/answers';
import { hash01 } from '../lib/prng';
import type { FormSeed } from './forms';

/**
 * The unit a pack is counted in, for the price per unit (docs/decisions.md, "Unit prices and the
 * legal frame"): liquids and creams per 100 ml or 100 g, counted forms by their own piece, the rest
 * per piece.
 */
const COUNTED: Partial<Record<FormSeed['kind'], PackUnitDto['kind']>> = {
  tablets: 'tablet',
  capsules: 'capsule',
  sachet: 'sachet',
  ampoules: 'ampoule',
  lozenges: 'lozenge',
};

export function packUnit(form: FormSeed, packSize: number): PackUnitDto {
  if (form.unit !== 'pcs') return { kind: form.unit, count: packSize };
  return { kind: COUNTED[form.kind] ?? 'piece', count: packSize };
}

const FIRST_NAMES = [
  'Jelena',
  'Marija',
  'Ana',
  'Milica',
  'Ivana',
  'Jovana',
  'Dragana',
  'Tamara',
  'Nikola',
  'Marko',
  'Stefan',
  'Milan',
  'Snežana',
  'Vesna',
];
const LAST_NAMES = [
  'Petrović',
  'Jovanović',
  'Nikolić',
  'Marković',
  'Đorđević',
  'Stojanović',
  'Ilić',
  'Pavlović',
  'Popović',
  'Kostić',
  'Simić',
  'Stanković',
  'Milošević',
  'Lazić',
];

/**
 * A pharmacy's licence (the Ministry of Health's rešenje) and its responsible pharmacist,
 * derived from its id alone so the rest of the dataset does not move.
 */
export function pharmacyLicence(id: number): { licence: string; pharmacist: string } {
  const at = (list: readonly string[], salt: number): string =>
    list[Math.floor(hash01(id, salt, 0x1e9a1) * list.length)] ?? list[0] ?? '';
  // Unique per pharmacy: ids differ, and the offset stays below their step.
  const serial = 1000 + id * 3 + Math.floor(hash01(id, 3, 0x1e9a1) * 3);
  const year = 2012 + Math.floor(hash01(id, 4, 0x1e9a1) * 13);
  return {
    licence: `530-01-${serial}/${year}-03`,
    pharmacist: `mr ph. ${at(FIRST_NAMES, 1)} ${at(LAST_NAMES, 2)}`,
  };
}
