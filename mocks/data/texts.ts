/** Description, composition, usage and warnings of a product, from templates, in three languages. */
import type { Lang } from '../lib/i18n';
import { dosageLabel, FORMS, packLabel, type FormKind } from './forms';
import type { ProductSeed } from './products';
import type { CategorySeed } from './categories';

type T3 = Record<Lang, string>;

const USAGE_MEDICINE: Record<FormKind, T3> = {
  tablets: {
    sr: 'Tabletu progutati celu, sa čašom vode, uz obrok ili nezavisno od njega, kako je navedeno u uputstvu.',
    en: 'Swallow the tablet whole with a glass of water, with or without food, as stated in the leaflet.',
    ru: 'Таблетку проглотить целиком, запивая стаканом воды, во время еды или независимо от неё, как указано в инструкции.',
  },
  capsules: {
    sr: 'Kapsulu progutati celu, sa dovoljno tečnosti. Ne otvarati i ne žvakati.',
    en: 'Swallow the capsule whole with enough liquid. Do not open or chew.',
    ru: 'Капсулу проглотить целиком, запивая достаточным количеством жидкости. Не вскрывать и не разжёвывать.',
  },
  syrup: {
    sr: 'Pre upotrebe promućkati. Doziranje meriti priloženom mericom ili špricem, prema uzrastu.',
    en: 'Shake before use. Measure each dose with the enclosed cup or syringe, according to age.',
    ru: 'Перед применением взболтать. Дозу отмерять прилагаемым мерным стаканчиком или шприцем в зависимости от возраста.',
  },
  drops: {
    sr: 'Kapi dozirati prema uputstvu; bočicu držati uspravno i ne dodirivati vrh kapaljke.',
    en: 'Dose the drops as instructed; hold the bottle upright and do not touch the dropper tip.',
    ru: 'Дозировать капли согласно инструкции; держать флакон вертикально и не касаться кончика капельницы.',
  },
  spray: {
    sr: 'Pre prve upotrebe nekoliko puta pritisnuti pumpicu. Primeniti jedno do dva raspršivanja, najviše tri puta dnevno.',
    en: 'Prime the pump a few times before first use. Apply one or two sprays, at most three times a day.',
    ru: 'Перед первым применением несколько раз нажать на дозатор. Одно-два впрыскивания не чаще трёх раз в день.',
  },
  cream: {
    sr: 'Naneti tanak sloj na obolelo mesto dva do tri puta dnevno i nežno utrljati.',
    en: 'Apply a thin layer to the affected area two to three times a day and rub in gently.',
    ru: 'Наносить тонким слоем на поражённый участок два-три раза в день, слегка втирая.',
  },
  gel: {
    sr: 'Naneti na kožu iznad bolnog mesta i lagano umasirati do upijanja. Oprati ruke nakon nanošenja.',
    en: 'Apply to the skin over the painful area and massage gently until absorbed. Wash your hands afterwards.',
    ru: 'Наносить на кожу над болезненным участком и массировать до впитывания. После нанесения вымыть руки.',
  },
  powder: {
    sr: 'Prašak rastvoriti u vodi neposredno pre upotrebe, prema uputstvu.',
    en: 'Dissolve the powder in water just before use, as instructed.',
    ru: 'Порошок растворить в воде непосредственно перед применением, согласно инструкции.',
  },
  sachet: {
    sr: 'Sadržaj kesice rastvoriti u čaši vode i odmah popiti.',
    en: 'Dissolve the contents of one sachet in a glass of water and drink at once.',
    ru: 'Содержимое саше растворить в стакане воды и сразу выпить.',
  },
  ampoules: {
    sr: 'Sadržaj ampule popiti nerazblažen ili razblažen u malo vode.',
    en: 'Drink the contents of the ampoule neat or diluted in a little water.',
    ru: 'Содержимое ампулы выпить в чистом виде или разведя небольшим количеством воды.',
  },
  device: {
    sr: 'Koristiti prema uputstvu proizvođača.',
    en: "Use according to the manufacturer's instructions.",
    ru: 'Использовать в соответствии с инструкцией производителя.',
  },
  lozenges: {
    sr: 'Pastilu polako rastopiti u ustima, svaka 2–3 sata, najviše 8 pastila dnevno.',
    en: 'Let one lozenge dissolve slowly in the mouth every 2–3 hours, no more than 8 a day.',
    ru: 'Медленно рассасывать одну пастилку каждые 2–3 часа, не более 8 пастилок в сутки.',
  },
  shampoo: {
    sr: 'Naneti na vlažnu kosu, umasirati u vlasište, ostaviti 3–5 minuta, pa isprati.',
    en: 'Apply to wet hair, massage into the scalp, leave for 3–5 minutes and rinse.',
    ru: 'Нанести на влажные волосы, помассировать кожу головы, оставить на 3–5 минут и смыть.',
  },
  solution: {
    sr: 'Koristiti nerazblaženo, prema uputstvu, dva do tri puta dnevno.',
    en: 'Use undiluted, as instructed, two to three times a day.',
    ru: 'Применять в неразбавленном виде согласно инструкции два-три раза в день.',
  },
};

const USAGE_EFFERVESCENT: T3 = {
  sr: 'Šumeću tabletu rastvoriti u čaši vode i popiti odmah nakon rastvaranja.',
  en: 'Dissolve the effervescent tablet in a glass of water and drink straight away.',
  ru: 'Шипучую таблетку растворить в стакане воды и выпить сразу после растворения.',
};

const USAGE_COSMETIC: Partial<Record<FormKind, T3>> = {
  cream: {
    sr: 'Naneti na čistu kožu ujutru i/ili uveče i nežno umasirati.',
    en: 'Apply to clean skin morning and/or evening and massage in gently.',
    ru: 'Наносить на очищенную кожу утром и/или вечером лёгкими массирующими движениями.',
  },
  spray: {
    sr: 'Naneti obilno pre izlaganja suncu i obnavljati često, naročito posle kupanja i znojenja.',
    en: 'Apply generously before sun exposure and reapply often, especially after swimming or sweating.',
    ru: 'Обильно нанести перед пребыванием на солнце и часто обновлять, особенно после купания и потоотделения.',
  },
  solution: {
    sr: 'Naneti na jastučić od vate i nežno očistiti lice, bez ispiranja.',
    en: 'Apply to a cotton pad and gently cleanse the face; no rinsing needed.',
    ru: 'Нанести на ватный диск и мягко очистить лицо; смывать не нужно.',
  },
};

function usage(p: ProductSeed, lang: Lang): string {
  if (p.formKey === 'eff') return USAGE_EFFERVESCENT[lang];
  if (p.formKey === 'paste') {
    return {
      sr: 'Prati zube dva puta dnevno, najmanje dva minuta.',
      en: 'Brush your teeth twice a day for at least two minutes.',
      ru: 'Чистить зубы два раза в день не менее двух минут.',
    }[lang];
  }
  if (p.formKey === 'mouthwash' && p.kind === 'cosmetic') {
    return {
      sr: 'Isprati usta sa 20 ml tečnosti 30 sekundi, posle pranja zuba. Ne gutati.',
      en: 'Rinse with 20 ml for 30 seconds after brushing. Do not swallow.',
      ru: 'Полоскать рот 20 мл в течение 30 секунд после чистки зубов. Не глотать.',
    }[lang];
  }
  if (p.kind === 'cosmetic') return (USAGE_COSMETIC[p.form.kind] ?? USAGE_MEDICINE[p.form.kind])[lang];
  const base = USAGE_MEDICINE[p.form.kind][lang];
  if (p.kind === 'supplement') {
    const extra = {
      sr: ' Preporučena dnevna doza je navedena na pakovanju.',
      en: ' The recommended daily dose is stated on the pack.',
      ru: ' Рекомендуемая суточная доза указана на упаковке.',
    }[lang];
    return base + extra;
  }
  if (p.kind === 'medicine') {
    const extra = {
      sr: ' Dozu i trajanje lečenja odrediće lekar ili farmaceut.',
      en: ' Your doctor or pharmacist will tell you the dose and how long to use it.',
      ru: ' Дозу и длительность лечения определит врач или фармацевт.',
    }[lang];
    return base + extra;
  }
  return base;
}

/** Ends a sentence with one full stop, also after an abbreviation ("10 kom."). */
const endSentence = (text: string): string => (text.endsWith('.') ? text : `${text}.`);

function description(p: ProductSeed, cat: CategorySeed | undefined, lang: Lang): string {
  const purpose = cat?.purpose[lang] ?? '';
  const substance = p.substance?.[lang];
  const form = FORMS[p.formKey].label[lang];
  const pack = packLabel(p.packSize, p.form.unit, lang);
  const name = p.name[lang];
  switch (p.kind) {
    case 'medicine': {
      const rx = p.rx
        ? {
            sr: ' Lek se izdaje samo uz lekarski recept.',
            en: ' Prescription-only medicine.',
            ru: ' Отпускается только по рецепту врача.',
          }[lang]
        : {
            sr: ' Lek se izdaje bez lekarskog recepta.',
            en: ' Available without a prescription.',
            ru: ' Отпускается без рецепта.',
          }[lang];
      return (
        {
          sr: `${name} je lek proizvođača ${p.manufacturer} sa aktivnom supstancom ${substance ?? ''}. Koristi se za ${purpose}. Oblik: ${form}, pakovanje: ${endSentence(pack)}`,
          en: `${name} is a medicine by ${p.manufacturer} containing ${substance ?? ''}. It is used for ${purpose}. Form: ${form}; pack: ${endSentence(pack)}`,
          ru: `${name} — лекарственный препарат ${p.manufacturer}, действующее вещество — ${substance ?? ''}. Применяется для ${purpose}. Форма выпуска: ${form}, упаковка: ${endSentence(pack)}`,
        }[lang] + rx
      );
    }
    case 'supplement':
      return {
        sr: `${name} je dodatak ishrani${substance ? ` (${substance})` : ''} proizvođača ${p.manufacturer}, namenjen za ${purpose}. Pakovanje: ${endSentence(pack)}`,
        en: `${name} is a food supplement${substance ? ` (${substance})` : ''} by ${p.manufacturer}, intended for ${purpose}. Pack: ${endSentence(pack)}`,
        ru: `${name} — биологически активная добавка${substance ? ` (${substance})` : ''} от ${p.manufacturer} для ${purpose}. Упаковка: ${endSentence(pack)}`,
      }[lang];
    case 'cosmetic':
      return {
        sr: `${name} (${form}) je proizvod za ${purpose}. Pogodan za osetljivu kožu, dermatološki testiran. Pakovanje: ${endSentence(pack)}`,
        en: `${name} (${form}) is a product for ${purpose}. Suitable for sensitive skin, dermatologically tested. Pack: ${endSentence(pack)}`,
        ru: `${name} (${form}) — средство для ${purpose}. Подходит для чувствительной кожи, дерматологически протестировано. Упаковка: ${endSentence(pack)}`,
      }[lang];
    case 'device':
      return {
        sr: `${name} je medicinsko sredstvo proizvođača ${p.manufacturer}, namenjeno za ${purpose}. Pakovanje: ${endSentence(pack)}`,
        en: `${name} is a medical device by ${p.manufacturer}, intended for ${purpose}. Pack: ${endSentence(pack)}`,
        ru: `${name} — медицинское изделие ${p.manufacturer}, предназначенное для ${purpose}. Упаковка: ${endSentence(pack)}`,
      }[lang];
  }
}

function composition(p: ProductSeed, lang: Lang): string {
  const substance = p.substance?.[lang];
  const dose = p.dosage ? ` ${dosageLabel(p.dosage, lang)}` : '';
  // "10 000 j." already ends the sentence.
  const stop = dose.endsWith('.') ? '' : '.';
  switch (p.kind) {
    case 'medicine':
      return {
        sr: `Aktivna supstanca: ${substance ?? ''}${dose}${stop} Pomoćne supstance su navedene u uputstvu za lek.`,
        en: `Active substance: ${substance ?? ''}${dose}${stop} The excipients are listed in the package leaflet.`,
        ru: `Действующее вещество: ${substance ?? ''}${dose}${stop} Вспомогательные вещества перечислены в инструкции.`,
      }[lang];
    case 'supplement':
      return {
        sr: `Glavni sastojak: ${substance ?? 'probiotske kulture'}${dose}${stop} Potpun sastav je naveden na deklaraciji.`,
        en: `Main ingredient: ${substance ?? 'probiotic cultures'}${dose}${stop} The full composition is on the label.`,
        ru: `Основной компонент: ${substance ?? 'пробиотические культуры'}${dose}${stop} Полный состав указан на этикетке.`,
      }[lang];
    case 'cosmetic':
      return {
        sr: `Sastav (INCI) je naveden na pakovanju proizvoda.${p.dosage ? ` Zaštitni faktor: ${p.dosage}.` : ''}`,
        en: `The ingredients (INCI) are listed on the pack.${p.dosage ? ` Protection factor: ${p.dosage}.` : ''}`,
        ru: `Состав (INCI) указан на упаковке.${p.dosage ? ` Фактор защиты: ${p.dosage}.` : ''}`,
      }[lang];
    case 'device':
      return {
        sr: `Sadržaj pakovanja: ${packLabel(p.packSize, p.form.unit, lang)}, uputstvo za upotrebu na srpskom jeziku.`,
        en: `Pack contents: ${packLabel(p.packSize, p.form.unit, lang)}, instructions for use in Serbian.`,
        ru: `Комплектация: ${packLabel(p.packSize, p.form.unit, lang)}, инструкция на сербском языке.`,
      }[lang];
  }
}

function warnings(p: ProductSeed, lang: Lang): string {
  const kids = {
    sr: 'Čuvati van domašaja dece.',
    en: 'Keep out of the reach of children.',
    ru: 'Хранить в недоступном для детей месте.',
  }[lang];
  switch (p.kind) {
    case 'medicine':
      if (p.rx) {
        return (
          {
            sr: 'Lek se izdaje samo uz lekarski recept; recept se proverava u apoteci pri preuzimanju. Pre upotrebe pažljivo pročitajte uputstvo. ',
            en: 'Prescription-only medicine: the prescription is checked at the pharmacy on pickup. Read the leaflet carefully before use. ',
            ru: 'Рецептурный препарат: рецепт проверяется в аптеке при получении заказа. Перед применением внимательно прочитайте инструкцию. ',
          }[lang] + kids
        );
      }
      return (
        {
          sr: 'Pre upotrebe pažljivo pročitajte uputstvo. Ako se tegobe ne povuku za tri dana ili se pogoršaju, obratite se lekaru. ',
          en: 'Read the leaflet carefully before use. If symptoms do not improve within three days or get worse, see a doctor. ',
          ru: 'Перед применением внимательно прочитайте инструкцию. Если симптомы не проходят в течение трёх дней или усиливаются, обратитесь к врачу. ',
        }[lang] + kids
      );
    case 'supplement':
      return (
        {
          sr: 'Ne prekoračujte preporučenu dnevnu dozu. Dodatak ishrani nije zamena za raznovrsnu i uravnoteženu ishranu. ',
          en: 'Do not exceed the recommended daily dose. A food supplement is not a substitute for a varied, balanced diet. ',
          ru: 'Не превышайте рекомендуемую суточную дозу. БАД не заменяет разнообразное сбалансированное питание. ',
        }[lang] + kids
      );
    case 'cosmetic':
      return {
        sr: 'Samo za spoljašnju upotrebu. Izbegavati kontakt sa očima; u slučaju kontakta isprati vodom.',
        en: 'For external use only. Avoid contact with the eyes; if it happens, rinse with water.',
        ru: 'Только для наружного применения. Избегать попадания в глаза; при попадании промыть водой.',
      }[lang];
    case 'device':
      return {
        sr: 'Pre upotrebe pročitajte uputstvo proizvođača. Rezultati merenja ne zamenjuju pregled kod lekara.',
        en: "Read the manufacturer's instructions before use. Home measurements do not replace a doctor's examination.",
        ru: 'Перед использованием прочитайте инструкцию производителя. Домашние измерения не заменяют осмотр врача.',
      }[lang];
  }
}

export function productTexts(
  p: ProductSeed,
  cat: CategorySeed | undefined,
  lang: Lang,
): {
  description: string;
  composition: string;
  usage: string;
  warnings: string;
} {
  return {
    description: description(p, cat, lang),
    composition: composition(p, lang),
    usage: usage(p, lang),
    warnings: warnings(p, lang),
  };
}
