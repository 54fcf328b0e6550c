import { l, type L10n, type Lang } from '../lib/i18n';
import { mulberry32, type Rng } from '../lib/prng';
import { dosageLabel, FORMS, type FormKey, type FormSeed } from './forms';
import { MEDICINES, type GoodsKind } from './blocks-medicines';
import { GOODS } from './blocks-goods';
import { atcCodeOf } from './atc';
import { eanOf } from './ean';
import { holderOf } from './holders';

export type Availability = 'none' | 'rare' | 'medium' | 'common';

export interface ProductSeed {
  id: number;
  /** position in the stock matrix */
  idx: number;
  /** the brand as printed: the same in every language */
  brand: string;
  /** the brand, then what the product is in the request's language */
  name: L10n;
  formKey: FormKey;
  form: FormSeed;
  dosage: string;
  packSize: number;
  manufacturer: string;
  substance: L10n | null;
  /** the sr substance name: groups analogues */
  substanceKey: string | null;
  categorySlug: string;
  kind: GoodsKind;
  rx: boolean;
  vat: 10 | 20;
  /** Beograd reference price in RSD before rounding */
  basePrice: number;
  allowSafety: boolean;
  availability: Availability;
  popularity: number;
  color: string;
  /** EAN-13 on the pack */
  ean: string;
  /** WHO ATC code; null for what is not a medicine */
  atc: string | null;
  /** marketing authorisation holder; null for what is not a medicine */
  mah: string | null;
  /** a gap of the large catalogue (MOCK_PRODUCTS): nobody entered what the pack holds */
  packUnitMissing?: true;
}

const PALETTE = [
  '#0b6e4f',
  '#1d4e89',
  '#c0392b',
  '#8e44ad',
  '#d35400',
  '#16a085',
  '#2c3e50',
  '#b03a5b',
  '#2874a6',
  '#7d6608',
  '#117a65',
  '#6c3483',
  '#a04000',
  '#1f618d',
  '#922b21',
  '#196f3d',
  '#5b2c6f',
  '#0e6655',
  '#873600',
  '#283747',
];

export function colorOf(name: string): string {
  let h = 0;
  for (const ch of name) h = (Math.imul(h, 31) + ch.charCodeAt(0)) >>> 0;
  return PALETTE[h % PALETTE.length] ?? '#0b6e4f';
}

function availabilityOf(rng: Rng, kind: GoodsKind, price: number): Availability {
  const r = rng();
  if (r < 0.012) return 'none';
  const rareShare = kind === 'device' || price > 3000 ? 0.3 : 0.1;
  if (r < 0.012 + rareShare) return 'rare';
  if (r < 0.012 + rareShare + 0.3) return 'medium';
  return 'common';
}

/** Larger packs cost a little less per unit. */
function packPrice(firstPrice: number, firstSize: number, size: number): number {
  return firstPrice * (size / firstSize) ** 0.85;
}

interface Draft {
  brand: string;
  name: L10n;
  formKey: FormKey;
  dosage: string;
  packSize: number;
  manufacturer: string;
  substance: L10n | null;
  categorySlug: string;
  kind: GoodsKind;
  rx: boolean;
  basePrice: number;
}

export const POPULARITY_BASE: Record<Availability, number> = { none: 0, rare: 150, medium: 400, common: 650 };

export function generateProducts(seed: number): ProductSeed[] {
  const rng = mulberry32(seed);
  const out: ProductSeed[] = [];
  const colors = new Map<string, string>();
  const add = (d: Draft, brandWeight: number): void => {
    const availability = availabilityOf(rng, d.kind, d.basePrice);
    const allowSafety = d.kind !== 'device' && availability !== 'none' && rng() < 0.03;
    let color = colors.get(d.manufacturer);
    if (!color) {
      color = colorOf(d.manufacturer);
      colors.set(d.manufacturer, color);
    }
    out.push({
      id: 1001 + out.length,
      idx: out.length,
      brand: d.brand,
      name: d.name,
      formKey: d.formKey,
      form: FORMS[d.formKey],
      dosage: d.dosage,
      packSize: d.packSize,
      manufacturer: d.manufacturer,
      substance: d.substance,
      substanceKey: d.substance?.sr ?? null,
      categorySlug: d.categorySlug,
      kind: d.kind,
      rx: d.rx,
      vat: d.kind === 'medicine' ? 10 : 20,
      basePrice: d.basePrice,
      allowSafety,
      availability,
      popularity: Math.round(POPULARITY_BASE[availability] + rng() * 300 * brandWeight + (d.rx ? 0 : 50)),
      color,
      ean: eanOf(d.manufacturer, out.length),
      atc: d.kind === 'medicine' ? atcCodeOf(d.substance?.sr ?? null, d.formKey) : null,
      mah: d.kind === 'medicine' ? holderOf(d.manufacturer) : null,
    });
  };

  for (const line of MEDICINES) {
    for (const [brand, manufacturer, mul] of line.brands) {
      let taken = 0;
      for (let vi = 0; vi < line.variants.length; vi += 1) {
        const variant = line.variants[vi];
        if (!variant) continue;
        const [formKey, dosage, packs, price, rxOverride] = variant;
        const last = vi === line.variants.length - 1;
        if (!(rng() < 0.85 || (last && taken === 0))) continue;
        taken += 1;
        for (let pi = 0; pi < packs.length; pi += 1) {
          const size = packs[pi] ?? 1;
          if (pi > 0 && rng() > 0.8) continue;
          const name = (lang: Lang): string =>
            dosage && line.dosageInName ? `${brand} ${dosageLabel(dosage, lang)}` : brand;
          add(
            {
              brand,
              name: l(name('sr'), name('en'), name('ru')),
              formKey,
              dosage,
              packSize: size,
              manufacturer,
              substance: line.substance,
              categorySlug: line.cat,
              kind: line.kind,
              rx: rxOverride ?? line.rx,
              basePrice: packPrice(price, packs[0] ?? size, size) * mul * (0.95 + rng() * 0.1),
            },
            mul,
          );
        }
      }
    }
  }

  for (const goods of GOODS) {
    for (const [brand, manufacturer, mul] of goods.brands) {
      let taken = 0;
      for (let ii = 0; ii < goods.items.length; ii += 1) {
        const item = goods.items[ii];
        if (!item) continue;
        const [suffix, formKey, dosage, packs, price] = item;
        const last = ii === goods.items.length - 1;
        if (!(rng() < 0.8 || (last && taken === 0))) continue;
        taken += 1;
        for (let pi = 0; pi < packs.length; pi += 1) {
          const size = packs[pi] ?? 1;
          if (pi > 0 && rng() > 0.7) continue;
          add(
            {
              brand,
              name: l(`${brand} ${suffix.sr}`, `${brand} ${suffix.en}`, `${brand} ${suffix.ru}`),
              formKey,
              dosage,
              packSize: size,
              manufacturer,
              substance: null,
              categorySlug: goods.cat,
              kind: goods.kind,
              rx: false,
              basePrice: packPrice(price, packs[0] ?? size, size) * mul * (0.95 + rng() * 0.1),
            },
            mul,
          );
        }
      }
    }
  }
  return out;
}
