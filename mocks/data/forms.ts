import { FORM_KINDS } from '@/shared/api/answers';
import { l, type L10n, type Lang } from '../lib/i18n';
import formSeeds from './forms.seed.json';

// The form kinds of the API's answers (docs/api.md, FormKind), written once for the app and the mock.
export { FORM_KINDS };
export type FormKind = (typeof FORM_KINDS)[number];

export const FORM_KIND_LABELS: Record<FormKind, L10n> = {
  tablets: l('Tablete', 'Tablets', 'Таблетки'),
  capsules: l('Kapsule', 'Capsules', 'Капсулы'),
  syrup: l('Sirupi i suspenzije', 'Syrups & suspensions', 'Сиропы и суспензии'),
  drops: l('Kapi', 'Drops', 'Капли'),
  spray: l('Sprejevi', 'Sprays', 'Спреи'),
  cream: l('Kreme i paste', 'Creams & pastes', 'Кремы и пасты'),
  gel: l('Gelovi', 'Gels', 'Гели'),
  powder: l('Praškovi', 'Powders', 'Порошки'),
  sachet: l('Kesice', 'Sachets', 'Саше'),
  ampoules: l('Ampule', 'Ampoules', 'Ампулы'),
  device: l('Medicinska sredstva', 'Medical devices', 'Медицинские изделия'),
  lozenges: l('Pastile', 'Lozenges', 'Пастилки'),
  shampoo: l('Šamponi', 'Shampoos', 'Шампуни'),
  solution: l('Rastvori', 'Solutions', 'Растворы'),
};

/** A concrete dosage form: its kind, its label and the unit its pack is counted in. */
export interface FormSeed {
  kind: FormKind;
  label: L10n;
  unit: PackUnit;
}

export type PackUnit = 'pcs' | 'ml' | 'g';

/** The dosage forms by key (forms.seed.json); JSON types `kind` and `unit` as strings, so they are cast. */
export const FORMS = formSeeds as Record<keyof typeof formSeeds, FormSeed>;

export type FormKey = keyof typeof FORMS;

export function packLabel(size: number, unit: PackUnit, lang: Lang): string {
  if (unit === 'ml') return `${size} ${lang === 'ru' ? 'мл' : 'ml'}`;
  if (unit === 'g') return `${size} ${lang === 'ru' ? 'г' : 'g'}`;
  if (lang === 'ru') return `${size} шт.`;
  if (lang === 'en') return `${size} pcs`;
  return `${size} kom.`;
}

/** Serbian abbreviations in a dosage, as the other languages write them. */
const DOSAGE_WORDS: Record<Exclude<Lang, 'sr'>, Array<[RegExp, string]>> = {
  en: [
    [/(\d),(\d)/g, '$1.$2'],
    [/\bdoza\b/g, 'dose'],
    [/\bkap\b/g, 'drop'],
    [/\bIJ\b/g, 'IU'],
    [/\bj\./g, 'U'],
  ],
  ru: [
    [/\bdoza\b/g, 'доза'],
    [/\bkap\b/g, 'капля'],
    [/\bIJ\b/g, 'МЕ'],
    [/\bj\./g, 'ЕД'],
    [/\bmcg\b/g, 'мкг'],
    [/\bmg\b/g, 'мг'],
    [/\bml\b/g, 'мл'],
    [/\bg\b/g, 'г'],
  ],
};

/** A dosage ("400 IJ/kap") in the request's language; the dataset writes it in Serbian. */
export function dosageLabel(dosage: string, lang: Lang): string {
  if (lang === 'sr') return dosage;
  return DOSAGE_WORDS[lang].reduce((text, [pattern, replacement]) => text.replace(pattern, replacement), dosage);
}
