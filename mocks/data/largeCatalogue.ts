/**
 * A catalogue of any size for trying the storefront at a real chain's scale (MOCK_PRODUCTS,
 * docs/mock-backend.md "A catalogue of N products"). It grows the generated base catalogue the
 * way a chain's assortment grows: more strengths and pack sizes of the same lines, generics of
 * the same substances by other makers, brand sub-lines, and the gaps real data has.
 */
import { l, type L10n, type Lang } from '../lib/i18n';
import { hash01, mulberry32, type Rng } from '../lib/prng';
import { dosageLabel } from './forms';
import { eanOf } from './ean';
import { holderOf } from './holders';
import { colorOf, POPULARITY_BASE, type Availability, type ProductSeed } from './products';

/** Makers of medicines, supplements and cosmetics sold in Serbia beside the base ones. */
const REAL_MAKERS = [
  'Teva',
  'Stada',
  'Lek',
  'Belupo',
  'JGL',
  'Bosnalijek',
  'Medochemie',
  'PharmaSwiss',
  'Slaviamed',
  'Abela Pharm',
  'Farmal',
  'Replek',
  'Gedeon Richter',
  'Egis',
  'Servier',
  'Berlin-Chemie',
  'Menarini',
  'Polpharma',
  'Accord',
  'Sopharma',
  'Actavis',
  'Ratiopharm',
  'Hexal',
  'Boehringer Ingelheim',
  'Novartis',
  'Sanofi',
  'Pfizer',
  'GSK',
  'Merck',
  'AbbVie',
  'Esensa',
  'Biofarm',
  'Dr. Theiss',
  'Walmark',
  'Natural Wealth',
  'Solgar',
  'Orthomol',
  'Vichy',
  'La Roche-Posay',
  'Bioderma',
  'Avène',
  'Eucerin',
  'Uriage',
  'Ducray',
  'Mustela',
  'Weleda',
  'Omron',
  'Microlife',
  'Hartmann',
  'B. Braun',
] as const;

/** Serbian rivers and mountains: the roots of the smaller local makers' names. */
const ROOTS = [
  'Sava',
  'Morava',
  'Drina',
  'Tisa',
  'Dunav',
  'Ibar',
  'Timok',
  'Zlatibor',
  'Fruška',
  'Kopaonik',
  'Avala',
  'Rtanj',
  'Tara',
  'Vlasina',
  'Homolje',
  'Deliblato',
  'Kosmaj',
  'Rudnik',
  'Jastrebac',
  'Suvobor',
  'Maljen',
  'Povlen',
  'Golija',
  'Javor',
  'Cer',
  'Bukulja',
  'Zvijezda',
  'Tamiš',
  'Begej',
  'Kolubara',
  'Toplica',
  'Nišava',
  'Pčinja',
  'Lim',
  'Uvac',
  'Mlava',
  'Pek',
  'Resava',
  'Jadar',
  'Rasina',
  'Studenica',
  'Ozren',
  'Rogozna',
  'Radan',
  'Besna Kobila',
] as const;
const SUFFIXES = [
  'Pharm',
  'Farmacija',
  'Lab',
  'Medical',
  'Cosmetics',
  'Natura',
  'Vita',
  'Herbal',
  'Med',
  'Health',
  'Bio',
  'Derm',
  'Care',
  'Galenik',
  'Nutri',
  'Apotekarska zadruga',
  'Medica',
  'Fito',
  'Kozmetika',
  'Zdravlje',
] as const;

/** 50 real makers and 900 local ones: a filter with hundreds of names (issue 25). */
export const EXTRA_MAKERS: readonly string[] = [
  ...REAL_MAKERS,
  ...ROOTS.flatMap((root) => SUFFIXES.map((suffix) => `${root} ${suffix}`)),
];

/** Sub-lines of a brand, as printed on the pack. */
const SUB_LINES = ['Forte', 'Plus', 'Duo', 'Junior', 'Sensitive', 'Max', 'Neo', 'Rapid', 'Protect', 'Akut'] as const;

const PACK_SIZES = [1, 5, 7, 10, 14, 20, 28, 30, 50, 56, 60, 90, 100, 120, 150, 200, 250, 500] as const;
const STRENGTH_FACTORS = [0.25, 0.5, 1.5, 2, 2.5, 4] as const;

/** A name too long for any card: a real catalogue has a few (issue 25's gaps). */
const LONG_TAIL = l(
  'za osetljivu i atopijsku kožu sa hijaluronskom kiselinom, pantenolom i ekstraktom nevena, bez parfema, parabena i alkohola, dermatološki i pedijatrijski testirano',
  'for sensitive and atopic skin with hyaluronic acid, panthenol and calendula extract, without perfume, parabens and alcohol, dermatologically and paediatrically tested',
  'для чувствительной и атопичной кожи с гиалуроновой кислотой, пантенолом и экстрактом календулы, без отдушек, парабенов и спирта, дерматологически и педиатрически протестировано',
);

/** Shares of the gaps among the added products. */
const GAP_SHARES = { noPackUnit: 0.03, noSubstance: 0.03, longName: 0.02 } as const;

const pick = <T>(rng: Rng, list: readonly T[]): T => list[Math.floor(rng() * list.length)] as T;

/** The first number of a dosage times `factor` ("500 mg" × 2 → "1000 mg"); null when it has none. */
function scaledDosage(dosage: string, factor: number): string | null {
  const match = /^(\d+(?:[.,]\d+)?)(.*)$/.exec(dosage);
  if (!match?.[1]) return null;
  const value = Number(match[1].replace(',', '.')) * factor;
  if (value < 0.01) return null;
  const rounded = value >= 10 ? Math.round(value) : Math.round(value * 100) / 100;
  return `${String(rounded).replace('.', ',')}${match[2] ?? ''}`;
}

const mapL10n = (text: L10n, change: (value: string, lang: Lang) => string): L10n =>
  l(change(text.sr, 'sr'), change(text.en, 'en'), change(text.ru, 'ru'));

const capitalised = (text: string): string => text.charAt(0).toLocaleUpperCase() + text.slice(1);

function availabilityOf(rng: Rng, price: number): Availability {
  const r = rng();
  if (r < 0.012) return 'none';
  const rare = price > 3000 ? 0.3 : 0.12;
  if (r < 0.012 + rare) return 'rare';
  if (r < 0.312 + rare) return 'medium';
  return 'common';
}

/** `count` products of the base, spread over it by a hash, in their original order. */
function sampleOf(base: readonly ProductSeed[], seed: number, count: number): ProductSeed[] {
  return [...base]
    .sort((a, b) => hash01(seed, a.id, 0x5ca1e) - hash01(seed, b.id, 0x5ca1e))
    .slice(0, count)
    .sort((a, b) => a.id - b.id)
    .map((p, idx) => ({ ...p, idx }));
}

/**
 * The catalogue of `count` products made from `base`: the base products keep their ids and
 * fields, the added ones (ids after them) vary one base product each. Deterministic in (seed,
 * count): the added products come from one PRNG stream in order.
 */
export function expandCatalogue(base: readonly ProductSeed[], seed: number, count: number): ProductSeed[] {
  if (count <= base.length) return sampleOf(base, seed, count);
  const rng = mulberry32(seed ^ 0x5ca1e);
  const out = [...base];
  const firstId = Math.max(...base.map((p) => p.id)) + 1;
  while (out.length < count) {
    const source = pick(rng, base);
    const change = rng();
    let { brand, name, dosage, packSize, manufacturer } = source;
    let substance = source.substance;
    let factor = 1;

    if (change < 0.3 && source.dosage) {
      // Another strength of the same product.
      const scale = pick(rng, STRENGTH_FACTORS);
      const next = scaledDosage(source.dosage, scale);
      if (next) {
        dosage = next;
        factor = scale ** 0.7;
        name = mapL10n(name, (value, lang) => value.replace(dosageLabel(source.dosage, lang), dosageLabel(next, lang)));
      }
    } else if (change < 0.55) {
      // Another pack size.
      packSize = pick(rng, PACK_SIZES);
      factor = (packSize / Math.max(1, source.packSize)) ** 0.85;
    } else if (change < 0.8 && source.substance) {
      // A generic of the same substance by another maker, named after both.
      manufacturer = pick(rng, EXTRA_MAKERS);
      brand = `${capitalised(source.substance.sr)} ${manufacturer}`;
      name = mapL10n(name, (value, lang) =>
        value.replace(source.brand, `${capitalised(source.substance?.[lang] ?? '')} ${manufacturer}`),
      );
      factor = 0.7 + rng() * 0.3;
    } else {
      // A sub-line of the brand, often licensed to another maker.
      const sub = pick(rng, SUB_LINES);
      brand = `${source.brand} ${sub}`;
      name = mapL10n(name, (value) => value.replace(source.brand, brand));
      if (rng() < 0.6) manufacturer = pick(rng, EXTRA_MAKERS);
      factor = 1.1 + rng() * 0.3;
    }

    const gap = rng();
    const noPackUnit = gap < GAP_SHARES.noPackUnit;
    if (gap >= GAP_SHARES.noPackUnit && gap < GAP_SHARES.noPackUnit + GAP_SHARES.noSubstance) substance = null;
    if (rng() < GAP_SHARES.longName) name = mapL10n(name, (value, lang) => `${value} ${LONG_TAIL[lang]}`);

    const basePrice = Math.max(30, source.basePrice * factor * (0.9 + rng() * 0.2));
    const availability = availabilityOf(rng, basePrice);
    const idx = out.length;
    out.push({
      ...source,
      id: firstId + idx - base.length,
      idx,
      brand,
      name,
      dosage,
      packSize,
      manufacturer,
      substance,
      substanceKey: substance?.sr ?? null,
      basePrice,
      availability,
      allowSafety: source.kind !== 'device' && availability !== 'none' && rng() < 0.02,
      popularity: Math.round(POPULARITY_BASE[availability] + rng() * 300 + (source.rx ? 0 : 50)),
      color: colorOf(manufacturer),
      ean: eanOf(manufacturer, idx),
      mah: source.kind === 'medicine' ? holderOf(manufacturer) : null,
      ...(noPackUnit ? { packUnitMissing: true } : {}),
    });
  }
  return out;
}
