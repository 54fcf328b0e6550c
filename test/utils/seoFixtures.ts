import { createIntl, type IntlShape } from 'react-intl';
import type { Category, ProductDetailPage, ProductDetails } from '@/features/catalog';
import type { Pharmacy } from '@/features/pharmacies';
import type { Article } from '@/features/content';
import type { Promo } from '@/features/promos';
import { INTL_TAGS, type Locale } from '@/shared/i18n';
import en from '../../i18n/en.json';
import sr from '../../i18n/sr.json';
import ru from '../../i18n/ru.json';

const MESSAGES: Record<Locale, Record<string, string>> = { en, sr, ru };

/** react-intl as the prerender builds it: the real catalogue, no React. Missing ids throw. */
export const intlFor = (locale: Locale): IntlShape =>
  createIntl({
    locale: INTL_TAGS[locale],
    messages: MESSAGES[locale],
    onError: (error) => {
      throw error;
    },
  });

export const SITE = 'https://apotekavita.rs';

export const CATEGORIES: Category[] = [
  { id: 1, slug: 'bol-i-temperatura', name: 'Bol i temperatura', parentSlug: null, productsCount: 40 },
  { id: 2, slug: 'analgetici', name: 'Analgetici', parentSlug: 'bol-i-temperatura', productsCount: 25 },
];

export const productPage = (product: Partial<ProductDetails> = {}, stocked = true): ProductDetailPage => ({
  product: {
    id: 1013,
    name: 'Brufen 400 mg',
    form: 'film tablete',
    formKind: 'tablets',
    dosage: '400 mg',
    pack: '30 kom.',
    manufacturer: 'Galenika',
    activeSubstance: 'ibuprofen',
    categorySlug: 'analgetici',
    rx: false,
    rxUnknown: false,
    vatRate: 10,
    price: 329.9,
    oldPrice: null,
    allowSafety: false,
    pharmaciesCount: stocked ? 2 : 0,
    color: '#0b6e4f',
    packUnit: { kind: 'tablet', count: 30 },
    isMedicine: true,
    description: 'Ublažava bol i snižava temperaturu.',
    composition: '',
    usage: '',
    warnings: '',
    ean: '8605004000019',
    medicine: null,
    ...product,
  },
  pharmacies: stocked
    ? [
        { pharmacyId: 101, name: 'Apoteka Vračar', address: 'Njegoševa 45, Beograd', price: 329.9, quantity: 4 },
        { pharmacyId: 102, name: 'Apoteka Dorćol', address: 'Cara Dušana 12, Beograd', price: 335, quantity: 1 },
      ]
    : [],
  analogues: [],
  related: [],
  points: 0,
});

const day = (open: string, close: string) => ({ open, close });

export const PHARMACIES: Pharmacy[] = [
  {
    id: 101,
    name: 'Apoteka Vračar',
    address: 'Njegoševa 45, Beograd',
    cityId: 1,
    lat: 44.8,
    lng: 20.47,
    phone: '+381 11 345 6789',
    licence: '530-01-412/2019-03',
    pharmacist: 'mr ph. Jelena Petrović',
    hours: [
      day('07:00', '21:00'),
      day('07:00', '21:00'),
      day('07:00', '21:00'),
      day('07:00', '21:00'),
      day('07:00', '21:00'),
      day('08:00', '15:00'),
      null,
    ],
  },
  {
    id: 102,
    name: 'Apoteka Dorćol 24h',
    address: 'Cara Dušana 12',
    cityId: 1,
    lat: 44.82,
    lng: 20.46,
    phone: '+381 11 222 3333',
    licence: '530-01-655/2021-03',
    pharmacist: 'mr ph. Marko Ilić',
    hours: Array.from({ length: 7 }, () => day('00:00', '24:00')),
  },
];

export const ARTICLE: Article = {
  slug: 'prehlada-ili-grip',
  title: 'Prehlada ili grip?',
  excerpt: 'Kako da razlikujete prehladu od gripa i kada je vreme da se javite lekaru.',
  publishedAt: '2025-01-15',
  readingMinutes: 4,
  tag: 'Prehlada',
  body: ['Prvi pasus.'],
};

export const PROMO: Promo = {
  id: 1,
  slug: 'prolecni-vitamini',
  title: 'Prolećni vitamini',
  description: 'Vitamini i minerali po nižim cenama.',
  discountPercent: 20,
  startsAt: '2025-03-01',
  endsAt: '2025-03-31',
  productsCount: 12,
  color: '#f5a623',
};
