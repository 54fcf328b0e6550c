import { l, type L10n } from '../lib/i18n';

export interface CategorySeed {
  id: number;
  slug: string;
  name: L10n;
  parent: string | null;
  /** text used in product descriptions: "used for …" */
  purpose: L10n;
}

let nextId = 1;
function cat(slug: string, name: L10n, purpose: L10n, parent: string | null = null): CategorySeed {
  return { id: nextId++, slug, name, parent, purpose };
}

/** Parents come before their children, in menu order. */
export const CATEGORIES: CategorySeed[] = [
  cat(
    'bol-i-temperatura',
    l('Bol i temperatura', 'Pain & fever', 'Боль и температура'),
    l(
      'ublažavanje bola i snižavanje povišene telesne temperature',
      'relief of pain and reduction of fever',
      'облегчения боли и снижения температуры',
    ),
  ),
  cat(
    'analgetici',
    l('Analgetici', 'Painkillers', 'Обезболивающие'),
    l(
      'ublažavanje blagog do umerenog bola (glavobolja, zubobolja, menstrualni bol) i snižavanje temperature',
      'relief of mild to moderate pain (headache, toothache, period pain) and reduction of fever',
      'облегчения слабой и умеренной боли (головной, зубной, менструальной) и снижения температуры',
    ),
    'bol-i-temperatura',
  ),
  cat(
    'bol-u-misicima-i-zglobovima',
    l('Bol u mišićima i zglobovima', 'Muscle & joint pain', 'Боль в мышцах и суставах'),
    l(
      'ublažavanje bola i otoka mišića, tetiva i zglobova',
      'relief of pain and swelling of muscles, tendons and joints',
      'облегчения боли и отёка мышц, сухожилий и суставов',
    ),
    'bol-i-temperatura',
  ),
  cat(
    'prehlada-i-grip',
    l('Prehlada i grip', 'Cold & flu', 'Простуда и грипп'),
    l(
      'ublažavanje simptoma prehlade i gripa',
      'relief of cold and flu symptoms',
      'облегчения симптомов простуды и гриппа',
    ),
  ),
  cat(
    'kasalj',
    l('Kašalj', 'Cough', 'Кашель'),
    l(
      'lečenje kašlja i olakšavanje iskašljavanja',
      'treatment of cough and easier expectoration',
      'лечения кашля и облегчения отхождения мокроты',
    ),
    'prehlada-i-grip',
  ),
  cat(
    'bol-u-grlu',
    l('Bol u grlu', 'Sore throat', 'Боль в горле'),
    l(
      'ublažavanje bola i upale grla i usne duplje',
      'relief of sore throat and mouth inflammation',
      'облегчения боли и воспаления в горле и полости рта',
    ),
    'prehlada-i-grip',
  ),
  cat(
    'zapusen-nos',
    l('Zapušen nos', 'Blocked nose', 'Заложенность носа'),
    l(
      'olakšavanje disanja kod zapušenog nosa',
      'easier breathing with a blocked nose',
      'облегчения дыхания при заложенности носа',
    ),
    'prehlada-i-grip',
  ),
  cat(
    'srce-i-pritisak',
    l('Srce i krvni pritisak', 'Heart & blood pressure', 'Сердце и давление'),
    l(
      'lečenje bolesti srca i krvnih sudova',
      'treatment of heart and blood vessel conditions',
      'лечения заболеваний сердца и сосудов',
    ),
  ),
  cat(
    'povisen-pritisak',
    l('Povišen pritisak', 'High blood pressure', 'Повышенное давление'),
    l(
      'lečenje povišenog krvnog pritiska i zaštitu srca',
      'treatment of high blood pressure and heart protection',
      'лечения повышенного давления и защиты сердца',
    ),
    'srce-i-pritisak',
  ),
  cat(
    'holesterol',
    l('Holesterol', 'Cholesterol', 'Холестерин'),
    l(
      'snižavanje holesterola i masnoća u krvi',
      'lowering cholesterol and blood fats',
      'снижения уровня холестерина и жиров в крови',
    ),
    'srce-i-pritisak',
  ),
  cat(
    'varenje',
    l('Varenje', 'Digestion', 'Пищеварение'),
    l('tegobe sa varenjem', 'digestive complaints', 'нарушений пищеварения'),
  ),
  cat(
    'zeludac',
    l('Gorušica i želudac', 'Heartburn & stomach', 'Изжога и желудок'),
    l(
      'ublažavanje gorušice, nadimanja i tegoba sa želucem',
      'relief of heartburn, bloating and stomach complaints',
      'облегчения изжоги, вздутия и проблем с желудком',
    ),
    'varenje',
  ),
  cat(
    'probiotici',
    l('Probiotici', 'Probiotics', 'Пробиотики'),
    l('održavanje zdrave crevne flore', 'keeping a healthy gut flora', 'поддержания здоровой микрофлоры кишечника'),
    'varenje',
  ),
  cat(
    'dijareja-i-zatvor',
    l('Dijareja i zatvor', 'Diarrhoea & constipation', 'Диарея и запор'),
    l('lečenje dijareje i zatvora', 'treatment of diarrhoea and constipation', 'лечения диареи и запора'),
    'varenje',
  ),
  cat(
    'alergija',
    l('Alergija', 'Allergy', 'Аллергия'),
    l(
      'ublažavanje simptoma alergije (kijanje, curenje nosa, svrab očiju, koprivnjača)',
      'relief of allergy symptoms (sneezing, runny nose, itchy eyes, hives)',
      'облегчения симптомов аллергии (чихание, насморк, зуд глаз, крапивница)',
    ),
  ),
  cat(
    'vitamini-i-minerali',
    l('Vitamini i minerali', 'Vitamins & minerals', 'Витамины и минералы'),
    l(
      'dopunu ishrane vitaminima i mineralima',
      'supplementing the diet with vitamins and minerals',
      'восполнения витаминов и минералов',
    ),
  ),
  cat(
    'vitamini',
    l('Vitamini', 'Vitamins', 'Витамины'),
    l('dopunu ishrane vitaminima', 'supplementing the diet with vitamins', 'восполнения витаминов'),
    'vitamini-i-minerali',
  ),
  cat(
    'minerali',
    l('Minerali', 'Minerals', 'Минералы'),
    l('dopunu ishrane mineralima', 'supplementing the diet with minerals', 'восполнения минералов'),
    'vitamini-i-minerali',
  ),
  cat(
    'imunitet',
    l('Imunitet', 'Immunity', 'Иммунитет'),
    l('podršku imunitetu', 'supporting the immune system', 'поддержки иммунитета'),
    'vitamini-i-minerali',
  ),
  cat(
    'nega-koze',
    l('Nega kože i kozmetika', 'Skin care & cosmetics', 'Уход за кожей и косметика'),
    l('svakodnevnu negu kože', 'everyday skin care', 'ежедневного ухода за кожей'),
  ),
  cat(
    'zastita-od-sunca',
    l('Zaštita od sunca', 'Sun protection', 'Защита от солнца'),
    l(
      'zaštitu kože od UVA i UVB zračenja',
      'protecting the skin from UVA and UVB rays',
      'защиты кожи от UVA- и UVB-лучей',
    ),
    'nega-koze',
  ),
  cat(
    'nega-lica',
    l('Nega lica', 'Face care', 'Уход за лицом'),
    l('čišćenje i negu kože lica', 'cleansing and caring for facial skin', 'очищения и ухода за кожей лица'),
    'nega-koze',
  ),
  cat(
    'nega-tela',
    l('Nega tela', 'Body care', 'Уход за телом'),
    l(
      'negu suve i osetljive kože tela',
      'caring for dry and sensitive body skin',
      'ухода за сухой и чувствительной кожей тела',
    ),
    'nega-koze',
  ),
  cat(
    'nega-kose',
    l('Nega kose', 'Hair care', 'Уход за волосами'),
    l('negu kose i vlasišta', 'caring for hair and scalp', 'ухода за волосами и кожей головы'),
    'nega-koze',
  ),
  cat(
    'mama-i-beba',
    l('Mama i beba', 'Baby & mother', 'Мама и малыш'),
    l('negu bebe i podršku mami', 'baby care and support for mothers', 'ухода за малышом и поддержки мамы'),
  ),
  cat(
    'nega-bebe',
    l('Nega bebe', 'Baby care', 'Уход за малышом'),
    l('nežnu negu bebine kože', 'gentle care of baby skin', 'бережного ухода за кожей малыша'),
    'mama-i-beba',
  ),
  cat(
    'trudnoca-i-dojenje',
    l('Trudnoća i dojenje', 'Pregnancy & breastfeeding', 'Беременность и кормление'),
    l(
      'podršku u trudnoći i tokom dojenja',
      'support during pregnancy and breastfeeding',
      'поддержки во время беременности и кормления грудью',
    ),
    'mama-i-beba',
  ),
  cat(
    'prva-pomoc',
    l('Prva pomoć i medicinska sredstva', 'First aid & devices', 'Первая помощь и медицинские изделия'),
    l('prvu pomoć i kućnu negu', 'first aid and home care', 'первой помощи и домашнего ухода'),
  ),
  cat(
    'merni-aparati',
    l('Merni aparati', 'Measuring devices', 'Измерительные приборы'),
    l(
      'merenje pritiska, temperature i drugih vrednosti kod kuće',
      'measuring blood pressure, temperature and other values at home',
      'измерения давления, температуры и других показателей дома',
    ),
    'prva-pomoc',
  ),
  cat(
    'zavojni-materijal',
    l('Zavojni materijal i antiseptici', 'Dressings & antiseptics', 'Перевязка и антисептики'),
    l('obradu i zaštitu rana', 'cleaning and protecting wounds', 'обработки и защиты ран'),
    'prva-pomoc',
  ),
  cat(
    'oci-i-usi',
    l('Oči i uši', 'Eyes & ears', 'Глаза и уши'),
    l(
      'negu i tegobe očiju i ušiju',
      'eye and ear care and complaints',
      'ухода за глазами и ушами и лечения их заболеваний',
    ),
  ),
  cat(
    'zensko-zdravlje',
    l('Žensko zdravlje', "Women's health", 'Женское здоровье'),
    l('žensko zdravlje i intimnu negu', "women's health and intimate care", 'женского здоровья и интимного ухода'),
  ),
  cat(
    'musko-zdravlje',
    l('Muško zdravlje', "Men's health", 'Мужское здоровье'),
    l(
      'muško zdravlje i tegobe prostate',
      "men's health and prostate complaints",
      'мужского здоровья и проблем с простатой',
    ),
  ),
  cat(
    'dijabetes',
    l('Dijabetes', 'Diabetes', 'Диабет'),
    l('lečenje i praćenje šećerne bolesti', 'treating and monitoring diabetes', 'лечения и контроля сахарного диабета'),
  ),
  cat(
    'oralna-higijena',
    l('Oralna higijena', 'Oral care', 'Гигиена полости рта'),
    l('negu zuba i desni', 'caring for teeth and gums', 'ухода за зубами и дёснами'),
  ),
  cat(
    'infekcije',
    l('Antibiotici i infekcije', 'Antibiotics & infections', 'Антибиотики и инфекции'),
    l(
      'lečenje bakterijskih, gljivičnih i virusnih infekcija',
      'treatment of bacterial, fungal and viral infections',
      'лечения бактериальных, грибковых и вирусных инфекций',
    ),
  ),
  cat(
    'nervni-sistem',
    l('Nervni sistem i san', 'Nerves & sleep', 'Нервная система и сон'),
    l(
      'smirenje, bolji san i podršku nervnom sistemu',
      'calming, better sleep and nervous system support',
      'успокоения, улучшения сна и поддержки нервной системы',
    ),
  ),
];
