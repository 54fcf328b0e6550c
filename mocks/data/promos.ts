import { l, type L10n } from '../lib/i18n';
import { addDays, weekdayOf } from '../lib/time';

export type PromoWindow = 'month' | 'week' | 'rolling' | 'nextWeek' | 'nextMonth' | 'lastMonth';

export interface PromoSeed {
  id: number;
  slug: string;
  title: L10n;
  description: L10n;
  discount: number;
  window: PromoWindow;
  /** category slugs (with their subcategories) */
  categories: string[];
  manufacturers: string[];
  color: string;
}

export const PROMOS: PromoSeed[] = [
  {
    id: 1,
    slug: 'jacanje-imuniteta',
    discount: 20,
    window: 'month',
    color: '#d35400',
    categories: ['imunitet', 'vitamini'],
    manufacturers: [],
    title: l('Jačanje imuniteta −20%', 'Boost your immunity −20%', 'Укрепление иммунитета −20%'),
    description: l(
      'Vitamini i preparati za imunitet po 20% nižim cenama do kraja meseca. Popust važi u svim našim apotekama.',
      'Vitamins and immune support products 20% off until the end of the month, in all our pharmacies.',
      'Витамины и средства для иммунитета со скидкой 20% до конца месяца во всех наших аптеках.',
    ),
  },
  {
    id: 2,
    slug: 'nedelja-nege-lica',
    discount: 25,
    window: 'week',
    color: '#8e44ad',
    categories: ['nega-lica'],
    manufacturers: [],
    title: l('Nedelja nege lica', 'Face care week', 'Неделя ухода за лицом'),
    description: l(
      'Kreme, serumi i micelarne vode vodećih dermokozmetičkih brendova 25% jeftinije ove nedelje.',
      'Creams, serums and micellar waters of leading dermocosmetic brands 25% off this week.',
      'Кремы, сыворотки и мицеллярная вода ведущих дерматокосметических брендов со скидкой 25% всю неделю.',
    ),
  },
  {
    id: 3,
    slug: 'prehlada-i-grip',
    discount: 10,
    window: 'month',
    color: '#2874a6',
    categories: ['prehlada-i-grip'],
    manufacturers: [],
    title: l('Spremni za sezonu prehlade', 'Ready for cold season', 'Готовы к сезону простуд'),
    description: l(
      'Sirupi, pastile, sprejevi za nos i preparati protiv simptoma prehlade 10% jeftinije. Lekovi na recept nisu uključeni.',
      'Syrups, lozenges, nasal sprays and cold remedies 10% off. Prescription medicines are not included.',
      'Сиропы, пастилки, спреи для носа и средства от простуды со скидкой 10%. Рецептурные препараты не участвуют.',
    ),
  },
  {
    id: 4,
    slug: 'mama-i-beba',
    discount: 15,
    window: 'rolling',
    color: '#b03a5b',
    categories: ['mama-i-beba'],
    manufacturers: [],
    title: l('Dani mame i bebe', 'Mother & baby days', 'Дни мамы и малыша'),
    description: l(
      'Nega bebine kože, vitamini za trudnice i pribor za dojenje 15% povoljnije.',
      'Baby skin care, pregnancy vitamins and breastfeeding accessories 15% off.',
      'Уход за кожей малыша, витамины для беременных и товары для кормления со скидкой 15%.',
    ),
  },
  {
    id: 5,
    slug: 'merni-aparati',
    discount: 10,
    window: 'month',
    color: '#16a085',
    categories: ['merni-aparati'],
    manufacturers: [],
    title: l('Merite pritisak kod kuće', 'Measure your blood pressure at home', 'Измеряйте давление дома'),
    description: l(
      'Aparati za pritisak, toplomeri i inhalatori 10% jeftinije. Farmaceut će vam pokazati kako da ih pravilno koristite.',
      'Blood pressure monitors, thermometers and nebulisers 10% off. Our pharmacists will show you how to use them.',
      'Тонометры, термометры и ингаляторы со скидкой 10%. Фармацевт покажет, как ими правильно пользоваться.',
    ),
  },
  {
    id: 6,
    slug: 'krka-dani',
    discount: 15,
    window: 'rolling',
    color: '#1d4e89',
    categories: [],
    manufacturers: ['Krka'],
    title: l('Krka dani', 'Krka days', 'Дни Krka'),
    description: l(
      'Bezreceptni proizvodi kompanije Krka 15% jeftinije.',
      'Over-the-counter products by Krka 15% off.',
      'Безрецептурные товары Krka со скидкой 15%.',
    ),
  },
  {
    id: 7,
    slug: 'osmeh',
    discount: 20,
    window: 'nextWeek',
    color: '#117a65',
    categories: ['oralna-higijena'],
    manufacturers: [],
    title: l('Za zdrav osmeh', 'For a healthy smile', 'Для здоровой улыбки'),
    description: l(
      'Paste za zube, tečnosti za ispiranje i gelovi za desni 20% jeftinije od sledećeg ponedeljka.',
      'Toothpastes, mouthwashes and gum gels 20% off from next Monday.',
      'Зубные пасты, ополаскиватели и гели для дёсен со скидкой 20% со следующего понедельника.',
    ),
  },
  {
    id: 8,
    slug: 'nega-kose',
    discount: 30,
    window: 'nextMonth',
    color: '#7d6608',
    categories: ['nega-kose'],
    manufacturers: [],
    title: l('Mesec nege kose', 'Hair care month', 'Месяц ухода за волосами'),
    description: l(
      'Šamponi i ampule protiv opadanja kose i peruti 30% jeftinije tokom celog sledećeg meseca.',
      'Shampoos and ampoules against hair loss and dandruff 30% off all next month.',
      'Шампуни и ампулы от выпадения волос и перхоти со скидкой 30% весь следующий месяц.',
    ),
  },
  {
    id: 9,
    slug: 'alergija',
    discount: 15,
    window: 'lastMonth',
    color: '#922b21',
    categories: ['alergija'],
    manufacturers: [],
    title: l('Alergija pod kontrolom', 'Allergy under control', 'Аллергия под контролем'),
    description: l(
      'Preparati protiv alergije 15% jeftinije.',
      'Allergy remedies 15% off.',
      'Средства от аллергии со скидкой 15%.',
    ),
  },
];

function monthStart(date: string): string {
  return `${date.slice(0, 7)}-01`;
}

function monthEnd(date: string): string {
  const start = monthStart(date);
  const next = addDays(start, 32);
  return addDays(monthStart(next), -1);
}

/** The dates of a promo relative to today (YYYY-MM-DD, both inclusive). */
export function promoDates(window: PromoWindow, today: string): { starts: string; ends: string } {
  const monday = addDays(today, -weekdayOf(today));
  switch (window) {
    case 'month':
      return { starts: monthStart(today), ends: monthEnd(today) };
    case 'week':
      return { starts: monday, ends: addDays(monday, 6) };
    case 'rolling':
      return { starts: addDays(monday, -7), ends: addDays(monday, 13) };
    case 'nextWeek':
      return { starts: addDays(monday, 7), ends: addDays(monday, 20) };
    case 'nextMonth': {
      const next = addDays(monthEnd(today), 1);
      return { starts: next, ends: monthEnd(next) };
    }
    case 'lastMonth': {
      const prevEnd = addDays(monthStart(today), -1);
      return { starts: monthStart(prevEnd), ends: prevEnd };
    }
  }
}
