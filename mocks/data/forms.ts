import { FORM_KINDS } from '@/shared/api/answers';
import { l, type L10n, type Lang } from '../lib/i18n';

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

function f(kind: FormKind, unit: PackUnit, label: L10n): FormSeed {
  return { kind, unit, label };
}

export const FORMS = {
  tab: f('tablets', 'pcs', l('tablete', 'tablets', 'таблетки')),
  film: f('tablets', 'pcs', l('film tablete', 'film-coated tablets', 'таблетки, покрытые оболочкой')),
  eff: f('tablets', 'pcs', l('šumeće tablete', 'effervescent tablets', 'шипучие таблетки')),
  chew: f('tablets', 'pcs', l('tablete za žvakanje', 'chewable tablets', 'жевательные таблетки')),
  mr: f(
    'tablets',
    'pcs',
    l(
      'tablete sa modifikovanim oslobađanjem',
      'modified-release tablets',
      'таблетки с модифицированным высвобождением',
    ),
  ),
  caps: f('capsules', 'pcs', l('kapsule', 'capsules', 'капсулы')),
  softcaps: f('capsules', 'pcs', l('meke kapsule', 'soft capsules', 'мягкие капсулы')),
  syrup: f('syrup', 'ml', l('sirup', 'syrup', 'сироп')),
  susp: f('syrup', 'ml', l('oralna suspenzija', 'oral suspension', 'суспензия для приёма внутрь')),
  drops: f('drops', 'ml', l('oralne kapi', 'oral drops', 'капли для приёма внутрь')),
  eyeDrops: f('drops', 'ml', l('kapi za oči', 'eye drops', 'глазные капли')),
  earDrops: f('drops', 'ml', l('kapi za uši', 'ear drops', 'ушные капли')),
  nasalSpray: f('spray', 'ml', l('sprej za nos', 'nasal spray', 'спрей назальный')),
  oralSpray: f('spray', 'ml', l('oralni sprej', 'oromucosal spray', 'спрей для полости рта')),
  spray: f('spray', 'ml', l('sprej', 'spray', 'спрей')),
  cream: f('cream', 'g', l('krema', 'cream', 'крем')),
  cosmCream: f('cream', 'ml', l('krema', 'cream', 'крем')),
  lotion: f('cream', 'ml', l('losion', 'lotion', 'лосьон')),
  balm: f('cream', 'ml', l('balzam', 'balm', 'бальзам')),
  paste: f('cream', 'ml', l('pasta za zube', 'toothpaste', 'зубная паста')),
  ointment: f('cream', 'g', l('mast', 'ointment', 'мазь')),
  vagCream: f('cream', 'g', l('vaginalna krema', 'vaginal cream', 'вагинальный крем')),
  gel: f('gel', 'g', l('gel', 'gel', 'гель')),
  cosmGel: f('gel', 'ml', l('gel', 'gel', 'гель')),
  serum: f('gel', 'ml', l('serum', 'serum', 'сыворотка')),
  powder: f('powder', 'g', l('prašak', 'powder', 'порошок')),
  powderSusp: f(
    'powder',
    'pcs',
    l('prašak za oralnu suspenziju', 'powder for oral suspension', 'порошок для приготовления суспензии'),
  ),
  sachet: f('sachet', 'pcs', l('granule u kesici', 'granules in sachets', 'гранулы в саше')),
  oralPowder: f(
    'sachet',
    'pcs',
    l('prašak za oralni rastvor', 'powder for oral solution', 'порошок для приготовления раствора'),
  ),
  amp: f('ampoules', 'pcs', l('ampule za piće', 'oral ampoules', 'ампулы для приёма внутрь')),
  device: f('device', 'pcs', l('medicinsko sredstvo', 'medical device', 'медицинское изделие')),
  loz: f('lozenges', 'pcs', l('pastile', 'lozenges', 'пастилки')),
  shampoo: f('shampoo', 'ml', l('šampon', 'shampoo', 'шампунь')),
  solution: f('solution', 'ml', l('rastvor', 'solution', 'раствор')),
  micellar: f('solution', 'ml', l('micelarna voda', 'micellar water', 'мицеллярная вода')),
  mouthwash: f('solution', 'ml', l('tečnost za ispiranje usta', 'mouthwash', 'ополаскиватель для рта')),
  oil: f('solution', 'ml', l('ulje', 'oil', 'масло')),
} satisfies Record<string, FormSeed>;

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
