/**
 * A patient leaflet summary of every medicine in three languages: what it is used for, how to
 * take it, warnings and storage. Built from the text of the medicine's ATC group (the longest
 * code prefix that has one), the product's substance, strength and form, and whether it needs
 * a prescription.
 */
import type { Lang } from '../lib/i18n';
import type { FormKind } from './forms';
import type { ProductSeed } from './products';
import { productTexts } from './texts';

type T3 = [sr: string, en: string, ru: string];

interface GroupText {
  /** what it is used for, a sentence after "It is used" */
  use: T3;
  dose?: T3;
  warn: T3;
}

const TEXTS: Record<string, GroupText> = {
  A01: {
    use: [
      'za lokalno lečenje zapaljenja i infekcija usne duplje i desni, kao i za ublažavanje bola u grlu.',
      'for the local treatment of inflammation and infections of the mouth and gums, and to relieve a sore throat.',
      'для местного лечения воспалений и инфекций полости рта и дёсен, а также для облегчения боли в горле.',
    ],
    dose: [
      'Odrasli i deca starija od 12 godina: primenjivati dva do tri puta dnevno, najduže sedam dana bez saveta lekara.',
      'Adults and children over 12: use two to three times a day, for no longer than seven days without medical advice.',
      'Взрослые и дети старше 12 лет: применять два-три раза в день, не дольше семи дней без консультации врача.',
    ],
    warn: [
      'Ne gutati. Ako se pojavi peckanje ili promena boje zuba, prekinite upotrebu.',
      'Do not swallow. Stop using it if you notice burning or staining of the teeth.',
      'Не глотать. Прекратите применение при появлении жжения или окрашивания зубов.',
    ],
  },
  A02: {
    use: [
      'za lečenje gorušice, kiselog podrigivanja i čira na želucu i dvanaestopalačnom crevu, kao i za zaštitu želuca pri dugotrajnoj primeni antiinflamatornih lekova.',
      'to treat heartburn, acid reflux and stomach or duodenal ulcers, and to protect the stomach during long-term use of anti-inflammatory medicines.',
      'для лечения изжоги, кислой отрыжки, язвы желудка и двенадцатиперстной кишки, а также для защиты желудка при длительном приёме противовоспалительных средств.',
    ],
    dose: [
      'Uobičajeno jednom dnevno, ujutru, pola sata pre doručka, tokom 2 do 8 nedelja.',
      'Usually once a day in the morning, half an hour before breakfast, for 2 to 8 weeks.',
      'Обычно один раз в день утром, за полчаса до завтрака, в течение 2–8 недель.',
    ],
    warn: [
      'Obratite se lekaru ako imate otežano gutanje, nenamerni gubitak telesne mase, povraćanje krvi ili crnu stolicu.',
      'See a doctor if you have difficulty swallowing, unintended weight loss, vomit blood or pass black stools.',
      'Обратитесь к врачу при затруднённом глотании, необъяснимой потере веса, рвоте с кровью или чёрном стуле.',
    ],
  },
  A02A: {
    use: [
      'za brzo ublažavanje gorušice, kiselosti i osećaja težine u želucu.',
      'for quick relief of heartburn, acid indigestion and a feeling of fullness in the stomach.',
      'для быстрого облегчения изжоги, повышенной кислотности и тяжести в желудке.',
    ],
    dose: [
      'Odrasli: 1–2 tablete za žvakanje kada se jave tegobe, najviše 11 tableta dnevno.',
      'Adults: 1–2 chewable tablets when symptoms appear, no more than 11 tablets a day.',
      'Взрослые: 1–2 жевательные таблетки при появлении симптомов, не более 11 таблеток в сутки.',
    ],
    warn: [
      'Ne koristiti duže od dve nedelje bez saveta lekara; oprez kod bolesti bubrega.',
      'Do not use for longer than two weeks without medical advice; take care if you have kidney disease.',
      'Не применять дольше двух недель без консультации врача; с осторожностью при заболеваниях почек.',
    ],
  },
  A03: {
    use: [
      'za ublažavanje grčeva, nadutosti i bolova u stomaku, uključujući sindrom iritabilnog creva.',
      'to relieve cramps, bloating and abdominal pain, including irritable bowel syndrome.',
      'для облегчения спазмов, вздутия и болей в животе, в том числе при синдроме раздражённого кишечника.',
    ],
    dose: [
      'Odrasli: jedna doza dva do tri puta dnevno, po potrebi.',
      'Adults: one dose two to three times a day, as needed.',
      'Взрослые: одна доза два-три раза в день, по мере необходимости.',
    ],
    warn: [
      'Obratite se lekaru ako bol traje duže od tri dana ili je praćen povišenom temperaturom.',
      'See a doctor if the pain lasts longer than three days or comes with a fever.',
      'Обратитесь к врачу, если боль длится дольше трёх дней или сопровождается повышенной температурой.',
    ],
  },
  A06: {
    use: [
      'za kratkotrajno lečenje povremene opstipacije (zatvora) i pripremu creva za pregled.',
      'for the short-term treatment of occasional constipation and to prepare the bowel for examinations.',
      'для кратковременного лечения эпизодических запоров и подготовки кишечника к обследованию.',
    ],
    dose: [
      'Odrasli: jedna doza uveče; dejstvo nastupa posle 6 do 12 sati.',
      'Adults: one dose in the evening; it works within 6 to 12 hours.',
      'Взрослые: одна доза вечером; действие наступает через 6–12 часов.',
    ],
    warn: [
      'Ne koristiti duže od sedam dana bez saveta lekara. Ne koristiti kod jakog bola u stomaku nepoznatog uzroka.',
      'Do not use for longer than seven days without medical advice, nor with severe abdominal pain of unknown cause.',
      'Не применять дольше семи дней без консультации врача и при сильной боли в животе неясного происхождения.',
    ],
  },
  A07: {
    use: [
      'za lečenje akutne dijareje i nadoknadu tečnosti i soli izgubljenih prolivom.',
      'to treat acute diarrhoea and replace the fluid and salts lost with it.',
      'для лечения острой диареи и восполнения потерянных с ней жидкости и солей.',
    ],
    dose: [
      'Odrasli: prva doza posle prve retke stolice, zatim po jedna doza posle svake sledeće, najduže dva dana.',
      'Adults: the first dose after the first loose stool, then one after each further one, for at most two days.',
      'Взрослые: первая доза после первого жидкого стула, затем по одной после каждого следующего, не дольше двух дней.',
    ],
    warn: [
      'Pijte dovoljno tečnosti. Obratite se lekaru ako se u stolici pojavi krv ili ako imate visoku temperaturu.',
      'Drink plenty of fluids. See a doctor if there is blood in the stool or you have a high fever.',
      'Пейте достаточно жидкости. Обратитесь к врачу при появлении крови в стуле или высокой температуре.',
    ],
  },
  A09: {
    use: [
      'za nadoknadu enzima pankreasa kod otežanog varenja hrane, osećaja težine i nadutosti posle obroka.',
      'to replace pancreatic enzymes when food is poorly digested, with heaviness and bloating after meals.',
      'для восполнения ферментов поджелудочной железы при нарушенном пищеварении, тяжести и вздутии после еды.',
    ],
    dose: [
      'Jedna kapsula uz svaki glavni obrok; dozu prilagođava lekar.',
      'One capsule with each main meal; your doctor adjusts the dose.',
      'Одна капсула во время каждого основного приёма пищи; дозу подбирает врач.',
    ],
    warn: [
      'Kapsulu ne žvakati. Pijte dovoljno tečnosti tokom lečenja.',
      'Do not chew the capsule. Drink enough fluid during treatment.',
      'Не разжёвывать капсулу. Во время лечения пейте достаточно жидкости.',
    ],
  },
  A10: {
    use: [
      'za lečenje dijabetesa tipa 2, kada dijeta i fizička aktivnost nisu dovoljni za kontrolu šećera u krvi.',
      'to treat type 2 diabetes when diet and exercise alone do not control blood sugar.',
      'для лечения сахарного диабета 2 типа, когда диеты и физической активности недостаточно для контроля сахара в крови.',
    ],
    dose: [
      'Uzimati uz obrok, svakog dana u isto vreme; dozu određuje lekar prema vrednostima šećera u krvi.',
      'Take with a meal at the same time each day; your doctor sets the dose from your blood sugar.',
      'Принимать во время еды ежедневно в одно и то же время; дозу определяет врач по уровню сахара в крови.',
    ],
    warn: [
      'Redovno merite šećer u krvi. Znaci hipoglikemije su znojenje, drhtanje i glad; tada odmah uzmite šećer.',
      'Check your blood sugar regularly. Sweating, trembling and hunger are signs of low blood sugar: take sugar at once.',
      'Регулярно измеряйте сахар в крови. Потливость, дрожь и голод — признаки гипогликемии: сразу примите сахар.',
    ],
  },
  B01: {
    use: [
      'za sprečavanje stvaranja krvnih ugrušaka posle srčanog ili moždanog udara i kod osoba sa povećanim rizikom od njih.',
      'to prevent blood clots after a heart attack or stroke and in people at increased risk of them.',
      'для профилактики образования тромбов после инфаркта или инсульта и у людей с повышенным риском их развития.',
    ],
    dose: [
      'Jednom dnevno, svakog dana u isto vreme, dugotrajno, prema uputstvu lekara.',
      'Once a day at the same time, long-term, as your doctor prescribes.',
      'Один раз в день в одно и то же время, длительно, по назначению врача.',
    ],
    warn: [
      'Povećava sklonost krvarenju: pre operacije ili vađenja zuba recite lekaru da uzimate ovaj lek.',
      'It makes bleeding more likely: tell your doctor or dentist before an operation or a tooth extraction.',
      'Повышает риск кровотечений: перед операцией или удалением зуба сообщите врачу о приёме препарата.',
    ],
  },
  C03: {
    use: [
      'za lečenje povišenog krvnog pritiska (hipertenzije).',
      'to treat high blood pressure (hypertension).',
      'для лечения повышенного артериального давления (гипертонии).',
    ],
    dose: ['Jedna tableta dnevno, ujutru.', 'One tablet a day, in the morning.', 'Одна таблетка в день, утром.'],
    warn: [
      'Lekar može povremeno proveravati nivo kalijuma i natrijuma u krvi.',
      'Your doctor may check the potassium and sodium in your blood from time to time.',
      'Врач может периодически проверять уровень калия и натрия в крови.',
    ],
  },
  C05: {
    use: [
      'za ublažavanje tegoba hronične venske insuficijencije (teške i bolne noge, otoci) i hemoroida.',
      'to relieve chronic venous insufficiency (heavy, aching, swollen legs) and haemorrhoids.',
      'для облегчения симптомов хронической венозной недостаточности (тяжесть, боль и отёки ног) и геморроя.',
    ],
    dose: [
      'Dve tablete dnevno, uz obrok; kod akutnih tegoba hemoroida doza je veća prvih dana, prema uputstvu.',
      'Two tablets a day with meals; for acute haemorrhoids a higher dose for the first days, as the leaflet says.',
      'Две таблетки в день во время еды; при остром геморрое в первые дни доза выше, согласно инструкции.',
    ],
    warn: [
      'Ako se tegobe ne smanje za dve nedelje, obratite se lekaru.',
      'See a doctor if the symptoms do not ease within two weeks.',
      'Если симптомы не уменьшаются в течение двух недель, обратитесь к врачу.',
    ],
  },
  C07: {
    use: [
      'za lečenje povišenog krvnog pritiska, angine pektoris i hronične srčane slabosti.',
      'to treat high blood pressure, angina and chronic heart failure.',
      'для лечения повышенного давления, стенокардии и хронической сердечной недостаточности.',
    ],
    dose: [
      'Jednom dnevno, ujutru; doza se povećava postepeno, prema uputstvu lekara.',
      'Once a day in the morning; the dose is raised step by step, as your doctor says.',
      'Один раз в день утром; дозу повышают постепенно по указанию врача.',
    ],
    warn: [
      'Ne prekidajte lečenje naglo. Može usporiti rad srca i prikriti znake niskog šećera u krvi.',
      'Do not stop suddenly. It can slow the heart and mask the signs of low blood sugar.',
      'Не прекращайте лечение резко. Может замедлять сердечный ритм и маскировать признаки гипогликемии.',
    ],
  },
  C08: {
    use: [
      'za lečenje povišenog krvnog pritiska i angine pektoris.',
      'to treat high blood pressure and angina.',
      'для лечения повышенного артериального давления и стенокардии.',
    ],
    dose: [
      'Jedna tableta dnevno, svakog dana u isto vreme.',
      'One tablet a day at the same time each day.',
      'Одна таблетка в день в одно и то же время.',
    ],
    warn: [
      'Mogu se javiti otoci oko zglobova i crvenilo lica. Ne pijte sok od grejpfruta tokom lečenja.',
      'Swollen ankles and flushing may occur. Do not drink grapefruit juice during treatment.',
      'Возможны отёки лодыжек и покраснение лица. Во время лечения не пейте грейпфрутовый сок.',
    ],
  },
  C09: {
    use: [
      'za lečenje povišenog krvnog pritiska i srčane slabosti, i za zaštitu bubrega kod dijabetesa.',
      'to treat high blood pressure and heart failure, and to protect the kidneys in diabetes.',
      'для лечения повышенного давления и сердечной недостаточности, а также для защиты почек при диабете.',
    ],
    dose: [
      'Jednom dnevno, svakog dana u isto vreme; lekar počinje manjom dozom i postepeno je povećava.',
      'Once a day at the same time; your doctor starts with a low dose and raises it step by step.',
      'Один раз в день в одно и то же время; врач начинает с малой дозы и постепенно её повышает.',
    ],
    warn: [
      'Ne sme se uzimati u trudnoći. Može izazvati suv kašalj ili vrtoglavicu pri naglom ustajanju.',
      'Must not be taken in pregnancy. It may cause a dry cough or dizziness when standing up quickly.',
      'Противопоказан при беременности. Может вызывать сухой кашель или головокружение при резком вставании.',
    ],
  },
  C10: {
    use: [
      'za snižavanje povišenog holesterola i triglicerida i smanjenje rizika od srčanog i moždanog udara.',
      'to lower high cholesterol and triglycerides and reduce the risk of heart attack and stroke.',
      'для снижения повышенного холестерина и триглицеридов и уменьшения риска инфаркта и инсульта.',
    ],
    dose: [
      'Jedna tableta dnevno, uveče ili svakog dana u isto vreme, uz dijetu sa malo masti.',
      'One tablet a day, in the evening or at the same time each day, with a low-fat diet.',
      'Одна таблетка в день, вечером или в одно и то же время, на фоне диеты с низким содержанием жиров.',
    ],
    warn: [
      'Javite se lekaru ako osetite neobjašnjiv bol ili slabost u mišićima.',
      'Tell your doctor if you feel unexplained muscle pain or weakness.',
      'Сообщите врачу о необъяснимой боли или слабости в мышцах.',
    ],
  },
  D01: {
    use: [
      'za lečenje gljivičnih infekcija kože i noktiju, kao što su atletsko stopalo i gljivice u preponama.',
      "to treat fungal infections of the skin and nails, such as athlete's foot and jock itch.",
      'для лечения грибковых инфекций кожи и ногтей, например грибка стоп и паховой области.',
    ],
    dose: [
      'Jednom do dva puta dnevno, jednu do dve nedelje, i još nekoliko dana posle povlačenja promena.',
      'Once or twice a day for one to two weeks, and a few days more after the skin has cleared.',
      'Один-два раза в день в течение одной-двух недель и ещё несколько дней после исчезновения проявлений.',
    ],
    warn: [
      'Samo za lečenje navedenih infekcija; izbegavati kontakt sa očima.',
      'Only for the infections named here; avoid contact with the eyes.',
      'Только для лечения указанных инфекций; избегать попадания в глаза.',
    ],
  },
  D01B: {
    use: [
      'za lečenje gljivičnih infekcija noktiju i kože koje se ne mogu izlečiti lekovima za spoljašnju upotrebu.',
      'to treat fungal infections of the nails and skin that external treatment cannot clear.',
      'для лечения грибковых инфекций ногтей и кожи, которые не поддаются наружному лечению.',
    ],
    dose: [
      'Jedna tableta dnevno, šest nedelja do tri meseca, prema uputstvu lekara.',
      'One tablet a day for six weeks to three months, as your doctor prescribes.',
      'Одна таблетка в день от шести недель до трёх месяцев по назначению врача.',
    ],
    warn: [
      'Odmah se javite lekaru ako primetite žutu prebojenost kože ili očiju ili tamnu mokraću.',
      'See a doctor at once if your skin or eyes turn yellow or your urine is dark.',
      'Немедленно обратитесь к врачу при пожелтении кожи или глаз или тёмной моче.',
    ],
  },
  D03: {
    use: [
      'za negu i zarastanje manjih rana, ogrebotina, opekotina i ispucale kože, i za negu kože beba.',
      'to care for and heal minor wounds, grazes, burns and cracked skin, and for baby skin care.',
      'для ухода и заживления мелких ран, ссадин, ожогов и трещин кожи, а также для ухода за кожей младенцев.',
    ],
    dose: [
      'Naneti jednom ili više puta dnevno, po potrebi.',
      'Apply once or several times a day, as needed.',
      'Наносить один или несколько раз в день по мере необходимости.',
    ],
    warn: [
      'Kod dubokih ili inficiranih rana obratite se lekaru.',
      'See a doctor for deep or infected wounds.',
      'При глубоких или инфицированных ранах обратитесь к врачу.',
    ],
  },
  D04: {
    use: [
      'za ublažavanje svraba i iritacije kože posle uboda insekata, opekotina od sunca i kod koprivnjače.',
      'to relieve itching and irritated skin after insect bites, sunburn and with hives.',
      'для облегчения зуда и раздражения кожи после укусов насекомых, солнечных ожогов и при крапивнице.',
    ],
    dose: [
      'Naneti dva do četiri puta dnevno na mesto svraba.',
      'Apply two to four times a day to the itchy area.',
      'Наносить два-четыре раза в день на зудящий участок.',
    ],
    warn: [
      'Kod dece izbegavati nanošenje na velike površine kože; ne izlagati tretiranu kožu jakom suncu.',
      'In children avoid large areas of skin; keep treated skin out of strong sunlight.',
      'У детей не наносить на большие участки кожи; не подвергать обработанную кожу действию яркого солнца.',
    ],
  },
  D06: {
    use: [
      'za lečenje herpesa usana (groznice) od prvih znakova: peckanja, svraba i crvenila.',
      'to treat cold sores from the first signs: tingling, itching and redness.',
      'для лечения герпеса на губах с первых признаков: покалывания, зуда и покраснения.',
    ],
    dose: [
      'Naneti pet puta dnevno, na svaka četiri sata, tokom pet dana.',
      'Apply five times a day, every four hours, for five days.',
      'Наносить пять раз в день, каждые четыре часа, в течение пяти дней.',
    ],
    warn: [
      'Ne nanositi u oči ni na sluzokožu usta. Operite ruke pre i posle nanošenja.',
      'Do not put it in the eyes or inside the mouth. Wash your hands before and after.',
      'Не наносить на глаза и слизистую рта. Мойте руки до и после нанесения.',
    ],
  },
  D07: {
    use: [
      'za kratkotrajno ublažavanje zapaljenja i svraba kože kod ekcema, dermatitisa i uboda insekata.',
      'for short-term relief of inflamed, itchy skin in eczema, dermatitis and insect bites.',
      'для кратковременного облегчения воспаления и зуда кожи при экземе, дерматите и укусах насекомых.',
    ],
    dose: [
      'Naneti tanak sloj jednom do dva puta dnevno, najduže sedam dana.',
      'Apply a thin layer once or twice a day for no longer than seven days.',
      'Наносить тонким слоем один-два раза в день не дольше семи дней.',
    ],
    warn: [
      'Ne nanositi na lice, inficiranu kožu ni pod zavoj bez saveta lekara.',
      'Do not use on the face, on infected skin or under a dressing without medical advice.',
      'Не наносить на лицо, инфицированную кожу и под повязку без консультации врача.',
    ],
  },
  D08: {
    use: [
      'za dezinfekciju kože, manjih rana, ogrebotina i opekotina, i pre manjih zahvata.',
      'to disinfect skin, minor wounds, grazes and burns, and before minor procedures.',
      'для дезинфекции кожи, мелких ран, ссадин и ожогов, а также перед небольшими процедурами.',
    ],
    dose: [
      'Naneti nerazblaženo na kožu ili ranu nekoliko puta dnevno, po potrebi.',
      'Apply undiluted to the skin or wound several times a day, as needed.',
      'Наносить в неразбавленном виде на кожу или рану несколько раз в день по мере необходимости.',
    ],
    warn: [
      'Samo za spoljašnju upotrebu. Ne koristiti duže vreme na velikim površinama kože.',
      'For external use only. Do not use for long on large areas of skin.',
      'Только для наружного применения. Не применять длительно на больших участках кожи.',
    ],
  },
  G01: {
    use: [
      'za lečenje vaginalnih gljivičnih infekcija (kandidijaze) praćenih svrabom, peckanjem i iscetkom.',
      'to treat vaginal thrush with itching, burning and discharge.',
      'для лечения вагинального кандидоза, сопровождающегося зудом, жжением и выделениями.',
    ],
    dose: [
      'Jednom, uveče pred spavanje, duboko u vaginu; krema se može nanositi i spolja dva do tri puta dnevno.',
      'Once, at bedtime, high into the vagina; the cream can also be applied outside two to three times a day.',
      'Однократно вечером перед сном глубоко во влагалище; крем можно также наносить наружно два-три раза в день.',
    ],
    warn: [
      'Obratite se lekaru ako se tegobe ponavljaju, ako ste trudni ili imate povišenu temperaturu.',
      'See a doctor if it keeps coming back, if you are pregnant or have a fever.',
      'Обратитесь к врачу при повторяющихся симптомах, беременности или повышенной температуре.',
    ],
  },
  G03: {
    use: [
      'za sprečavanje trudnoće (oralna kontracepcija).',
      'to prevent pregnancy (oral contraception).',
      'для предотвращения беременности (пероральная контрацепция).',
    ],
    dose: [
      'Jedna tableta dnevno, u isto vreme, 21 dan, zatim sedam dana pauze ili placebo tableta.',
      'One tablet a day at the same time for 21 days, then seven days off or placebo tablets.',
      'Одна таблетка в день в одно и то же время в течение 21 дня, затем семь дней перерыва или таблетки плацебо.',
    ],
    warn: [
      'Povećava rizik od stvaranja krvnih ugrušaka, naročito kod pušačica starijih od 35 godina. Ne štiti od polno prenosivih bolesti.',
      'It raises the risk of blood clots, especially in smokers over 35. It does not protect against sexually transmitted infections.',
      'Повышает риск тромбозов, особенно у курящих женщин старше 35 лет. Не защищает от инфекций, передающихся половым путём.',
    ],
  },
  G03AD: {
    use: [
      'za hitnu kontracepciju u roku od 72 sata posle nezaštićenog odnosa ili neuspele kontracepcije.',
      'for emergency contraception within 72 hours of unprotected sex or failed contraception.',
      'для экстренной контрацепции в течение 72 часов после незащищённого полового акта или сбоя контрацепции.',
    ],
    dose: [
      'Jedna tableta što pre, najkasnije 72 sata posle odnosa.',
      'One tablet as soon as possible, no later than 72 hours after sex.',
      'Одна таблетка как можно скорее, не позднее 72 часов после полового акта.',
    ],
    warn: [
      'Nije zamena za redovnu kontracepciju. Ako povratite u roku od tri sata, odmah uzmite još jednu tabletu.',
      'It is not a regular contraceptive. If you vomit within three hours, take another tablet at once.',
      'Не заменяет регулярную контрацепцию. При рвоте в течение трёх часов сразу примите ещё одну таблетку.',
    ],
  },
  G04: {
    use: [
      'za ublažavanje tegoba sa mokrenjem kod uvećane prostate (benigne hiperplazije prostate).',
      'to relieve urinary symptoms of an enlarged prostate (benign prostatic hyperplasia).',
      'для облегчения нарушений мочеиспускания при увеличении предстательной железы (доброкачественной гиперплазии).',
    ],
    dose: [
      'Jedna doza dnevno, posle doručka, svakog dana u isto vreme.',
      'One dose a day after breakfast, at the same time each day.',
      'Одна доза в день после завтрака в одно и то же время.',
    ],
    warn: [
      'Može izazvati vrtoglavicu pri naglom ustajanju. Pre operacije katarakte recite lekaru da uzimate ovaj lek.',
      'It may cause dizziness on standing up. Tell your eye surgeon you take it before cataract surgery.',
      'Может вызывать головокружение при резком вставании. Перед операцией по удалению катаракты сообщите врачу о приёме.',
    ],
  },
  G04BE: {
    use: [
      'za lečenje erektilne disfunkcije kod odraslih muškaraca.',
      'to treat erectile dysfunction in adult men.',
      'для лечения эректильной дисфункции у взрослых мужчин.',
    ],
    dose: [
      'Jedna tableta oko sat vremena pre seksualne aktivnosti, najviše jednom dnevno.',
      'One tablet about an hour before sexual activity, no more than once a day.',
      'Одна таблетка примерно за час до сексуальной активности, не чаще одного раза в сутки.',
    ],
    warn: [
      'Ne sme se uzimati sa nitratima (lekovima za anginu pektoris). Potražite pomoć ako erekcija traje duže od četiri sata.',
      'Never take it with nitrates (angina medicines). Get help if an erection lasts longer than four hours.',
      'Нельзя принимать с нитратами (препаратами от стенокардии). Обратитесь за помощью, если эрекция длится более четырёх часов.',
    ],
  },
  H03: {
    use: [
      'za nadoknadu hormona štitaste žlezde kod smanjenog rada štitaste žlezde (hipotireoze).',
      'to replace thyroid hormone when the thyroid is underactive (hypothyroidism).',
      'для заместительной терапии при сниженной функции щитовидной железы (гипотиреозе).',
    ],
    dose: [
      'Jednom dnevno, ujutru na prazan stomak, pola sata pre doručka; dozu određuje lekar prema nalazima hormona.',
      'Once a day in the morning on an empty stomach, half an hour before breakfast; your doctor sets the dose from your blood tests.',
      'Один раз в день утром натощак, за полчаса до завтрака; дозу определяет врач по анализам гормонов.',
    ],
    warn: [
      'Lupanje srca, nesanica i znojenje mogu biti znak prevelike doze: javite se lekaru.',
      'Palpitations, sleeplessness and sweating may mean the dose is too high: tell your doctor.',
      'Сердцебиение, бессонница и потливость могут указывать на передозировку: сообщите врачу.',
    ],
  },
  J01: {
    use: [
      'za lečenje bakterijskih infekcija disajnih puteva, uha, grla, mokraćnih puteva i kože.',
      'to treat bacterial infections of the airways, ear, throat, urinary tract and skin.',
      'для лечения бактериальных инфекций дыхательных путей, уха, горла, мочевыводящих путей и кожи.',
    ],
    dose: [
      'Uzimati u jednakim razmacima, tokom celog propisanog lečenja, i kada se osećate bolje.',
      'Take at evenly spaced times for the whole course prescribed, even when you feel better.',
      'Принимать через равные промежутки времени в течение всего назначенного курса, даже если стало лучше.',
    ],
    warn: [
      'Ne deluje na viruse (prehladu, grip). Recite lekaru ako ste alergični na neki antibiotik; kod jake dijareje javite se lekaru.',
      'It does not work against viruses (colds, flu). Tell your doctor about any antibiotic allergy; see a doctor for severe diarrhoea.',
      'Не действует на вирусы (простуду, грипп). Сообщите врачу об аллергии на антибиотики; при сильной диарее обратитесь к врачу.',
    ],
  },
  J02: {
    use: [
      'za lečenje gljivičnih infekcija, uključujući vaginalnu kandidijazu i kandidijazu usne duplje.',
      'to treat fungal infections, including vaginal and oral thrush.',
      'для лечения грибковых инфекций, в том числе вагинального кандидоза и кандидоза полости рта.',
    ],
    dose: [
      'Kod vaginalne kandidijaze jedna kapsula od 150 mg jednokratno; za druge infekcije dozu određuje lekar.',
      'For vaginal thrush a single 150 mg capsule; for other infections your doctor sets the dose.',
      'При вагинальном кандидозе однократно одна капсула 150 мг; при других инфекциях дозу определяет врач.',
    ],
    warn: [
      'Stupa u interakcije sa mnogim lekovima: recite lekaru i farmaceutu sve što uzimate.',
      'It interacts with many medicines: tell your doctor and pharmacist everything you take.',
      'Взаимодействует со многими препаратами: сообщите врачу и фармацевту обо всех принимаемых лекарствах.',
    ],
  },
  J05: {
    use: [
      'za lečenje i sprečavanje gripa izazvanog virusima influence A i B.',
      'to treat and prevent flu caused by influenza A and B viruses.',
      'для лечения и профилактики гриппа, вызванного вирусами гриппа A и B.',
    ],
    dose: [
      'Lečenje početi u roku od dva dana od prvih simptoma: jedna kapsula dva puta dnevno, pet dana.',
      'Start within two days of the first symptoms: one capsule twice a day for five days.',
      'Начать лечение в течение двух дней от первых симптомов: одна капсула два раза в день в течение пяти дней.',
    ],
    warn: [
      'Nije zamena za vakcinaciju protiv gripa. Uzimanje uz hranu smanjuje mučninu.',
      'It does not replace a flu vaccine. Taking it with food reduces nausea.',
      'Не заменяет вакцинацию от гриппа. Приём во время еды уменьшает тошноту.',
    ],
  },
  J05AB: {
    use: [
      'za lečenje infekcija izazvanih herpes virusima: herpesa kože i sluzokože i herpes zostera.',
      'to treat herpes virus infections: herpes of the skin and mucous membranes and shingles.',
      'для лечения инфекций, вызванных вирусами герпеса: герпеса кожи и слизистых и опоясывающего лишая.',
    ],
    dose: [
      'Uobičajeno pet puta dnevno, na četiri sata, tokom pet do sedam dana, prema uputstvu lekara.',
      'Usually five times a day, every four hours, for five to seven days, as your doctor prescribes.',
      'Обычно пять раз в день каждые четыре часа в течение пяти-семи дней по назначению врача.',
    ],
    warn: [
      'Pijte dovoljno tečnosti tokom lečenja; oprez kod bolesti bubrega.',
      'Drink enough fluid during treatment; take care if you have kidney disease.',
      'Во время лечения пейте достаточно жидкости; с осторожностью при заболеваниях почек.',
    ],
  },
  M01: {
    use: [
      'za ublažavanje bola i zapaljenja kod bolesti zglobova i mišića, bolnih menstruacija, zubobolje i glavobolje.',
      'to relieve pain and inflammation in joint and muscle conditions, period pain, toothache and headache.',
      'для облегчения боли и воспаления при заболеваниях суставов и мышц, болезненных менструациях, зубной и головной боли.',
    ],
    dose: [
      'Odrasli: jedna doza dva do tri puta dnevno, posle obroka; ne prekoračujte najveću dnevnu dozu.',
      'Adults: one dose two to three times a day after meals; do not exceed the maximum daily dose.',
      'Взрослые: одна доза два-три раза в день после еды; не превышайте максимальную суточную дозу.',
    ],
    warn: [
      'Ne uzimati kod čira na želucu, teške bolesti srca, bubrega ili jetre, niti u poslednjem tromesečju trudnoće.',
      'Do not take it with a stomach ulcer, severe heart, kidney or liver disease, or in the last three months of pregnancy.',
      'Не принимать при язве желудка, тяжёлых заболеваниях сердца, почек или печени, а также в третьем триместре беременности.',
    ],
  },
  M01AE51: {
    use: [
      'za ublažavanje simptoma prehlade i gripa: zapušenog nosa, glavobolje, bola u grlu i povišene temperature.',
      'to relieve cold and flu symptoms: a blocked nose, headache, sore throat and fever.',
      'для облегчения симптомов простуды и гриппа: заложенности носа, головной боли, боли в горле и повышенной температуры.',
    ],
    dose: [
      'Odrasli i deca starija od 15 godina: 1–2 tablete na šest sati, najviše šest tableta dnevno, najduže pet dana.',
      'Adults and children over 15: 1–2 tablets every six hours, at most six a day, for no longer than five days.',
      'Взрослые и дети старше 15 лет: 1–2 таблетки каждые шесть часов, не более шести в сутки, не дольше пяти дней.',
    ],
    warn: [
      'Ne uzimati kod povišenog krvnog pritiska, bolesti srca ili glaukoma, niti uz druge lekove protiv prehlade.',
      'Do not take it with high blood pressure, heart disease or glaucoma, or with other cold medicines.',
      'Не принимать при повышенном давлении, заболеваниях сердца или глаукоме, а также вместе с другими средствами от простуды.',
    ],
  },
  M02: {
    use: [
      'za lokalno ublažavanje bola i otoka kod istegnuća, uganuća, povreda mišića i bolova u zglobovima i leđima.',
      'for local relief of pain and swelling in strains, sprains, muscle injuries, and joint and back pain.',
      'для местного облегчения боли и отёка при растяжениях, вывихах, травмах мышц, болях в суставах и спине.',
    ],
    dose: [
      'Naneti na bolno mesto tri do četiri puta dnevno, najduže dve nedelje bez saveta lekara.',
      'Apply to the painful area three to four times a day, for no longer than two weeks without medical advice.',
      'Наносить на болезненный участок три-четыре раза в день не дольше двух недель без консультации врача.',
    ],
    warn: [
      'Ne nanositi na oštećenu kožu ni sluzokožu. Tretiranu kožu ne izlagati suncu ni solarijumu.',
      'Do not apply to broken skin or mucous membranes. Keep treated skin out of the sun and tanning beds.',
      'Не наносить на повреждённую кожу и слизистые. Не подвергать обработанную кожу действию солнца и солярия.',
    ],
  },
  N02: {
    use: [
      'za ublažavanje blagog do umerenog bola (glavobolje, zubobolje, bolnih menstruacija, bolova u mišićima) i za snižavanje povišene telesne temperature.',
      'to relieve mild to moderate pain (headache, toothache, period pain, muscle aches) and to bring down a fever.',
      'для облегчения слабой и умеренной боли (головной, зубной, менструальной, мышечной) и снижения повышенной температуры.',
    ],
    dose: [
      'Odrasli: jedna doza na četiri do šest sati, po potrebi; ne prekoračujte najveću dnevnu dozu navedenu na pakovanju.',
      'Adults: one dose every four to six hours as needed; do not exceed the maximum daily dose on the pack.',
      'Взрослые: одна доза каждые четыре-шесть часов по необходимости; не превышайте максимальную суточную дозу, указанную на упаковке.',
    ],
    warn: [
      'Ne uzimajte istovremeno druge lekove sa istom aktivnom supstancom. Bez saveta lekara ne koristiti duže od tri dana kod temperature i pet dana kod bola.',
      'Do not take other medicines with the same active substance. Without medical advice do not use for more than three days for fever or five days for pain.',
      'Не принимайте одновременно другие препараты с тем же действующим веществом. Без консультации врача не применять дольше трёх дней при температуре и пяти дней при боли.',
    ],
  },
  N02A: {
    use: [
      'za lečenje umerenog do jakog bola kada slabiji analgetici nisu dovoljni.',
      'to treat moderate to severe pain when milder painkillers are not enough.',
      'для лечения умеренной и сильной боли, когда более слабых анальгетиков недостаточно.',
    ],
    dose: [
      'Dozu i razmak između doza određuje lekar; najviše 400 mg dnevno.',
      'Your doctor sets the dose and the time between doses; no more than 400 mg a day.',
      'Дозу и интервал между приёмами определяет врач; не более 400 мг в сутки.',
    ],
    warn: [
      'Može izazvati pospanost i zavisnost: ne upravljajte vozilom i ne pijte alkohol tokom lečenja.',
      'It can cause drowsiness and dependence: do not drive or drink alcohol during treatment.',
      'Может вызывать сонливость и зависимость: во время лечения не управляйте транспортом и не употребляйте алкоголь.',
    ],
  },
  N02C: {
    use: [
      'za lečenje napada migrene, sa aurom ili bez nje.',
      'to treat migraine attacks, with or without aura.',
      'для лечения приступов мигрени с аурой или без неё.',
    ],
    dose: [
      'Jedna tableta što pre po početku glavobolje; druga najranije posle dva sata, najviše dve dnevno.',
      'One tablet as soon as the headache starts; a second no sooner than two hours later, at most two a day.',
      'Одна таблетка как можно раньше после начала головной боли; вторая не ранее чем через два часа, не более двух в сутки.',
    ],
    warn: [
      'Ne koristiti za sprečavanje migrene ni kod bolesti srca i povišenog krvnog pritiska.',
      'Not for preventing migraine, nor for people with heart disease or high blood pressure.',
      'Не применять для профилактики мигрени, а также при заболеваниях сердца и повышенном давлении.',
    ],
  },
  N02BE51: {
    use: [
      'za ublažavanje simptoma prehlade i gripa: povišene temperature, glavobolje, bolova u telu i zapušenog nosa.',
      'to relieve cold and flu symptoms: fever, headache, body aches and a blocked nose.',
      'для облегчения симптомов простуды и гриппа: повышенной температуры, головной боли, ломоты в теле и заложенности носа.',
    ],
    dose: [
      'Odrasli: jedna kesica ili jedna do dve tablete na četiri do šest sati, najviše četiri doze dnevno.',
      'Adults: one sachet or one to two tablets every four to six hours, at most four doses a day.',
      'Взрослые: одно саше или одна-две таблетки каждые четыре-шесть часов, не более четырёх доз в сутки.',
    ],
    warn: [
      'Sadrži paracetamol: ne uzimajte druge lekove sa paracetamolom. Oprez kod povišenog krvnog pritiska.',
      'It contains paracetamol: take no other medicines with paracetamol. Take care with high blood pressure.',
      'Содержит парацетамол: не принимайте другие препараты с парацетамолом. С осторожностью при повышенном давлении.',
    ],
  },
  N05: {
    use: [
      'za kratkotrajno lečenje izražene anksioznosti, napetosti i nesanice.',
      'for the short-term treatment of severe anxiety, tension and sleeplessness.',
      'для кратковременного лечения выраженной тревоги, напряжения и бессонницы.',
    ],
    dose: [
      'Najmanja delotvorna doza, najduže dve do četiri nedelje, prema uputstvu lekara.',
      'The lowest dose that works, for two to four weeks at most, as your doctor prescribes.',
      'Наименьшая эффективная доза не дольше двух-четырёх недель по назначению врача.',
    ],
    warn: [
      'Može izazvati pospanost i zavisnost. Ne pijte alkohol i ne upravljajte vozilom; lečenje se prekida postepeno.',
      'It can cause drowsiness and dependence. Do not drink alcohol or drive; treatment is stopped gradually.',
      'Может вызывать сонливость и зависимость. Не употребляйте алкоголь и не управляйте транспортом; лечение прекращают постепенно.',
    ],
  },
  N05C: {
    use: [
      'za ublažavanje blage nervne napetosti i tegoba sa usnivanjem.',
      'to relieve mild nervous tension and difficulty falling asleep.',
      'для облегчения лёгкого нервного напряжения и нарушений засыпания.',
    ],
    dose: [
      'Odrasli: jedna doza pola sata do sat pre spavanja; kod napetosti do tri puta dnevno.',
      'Adults: one dose half an hour to an hour before bed; for tension up to three times a day.',
      'Взрослые: одна доза за полчаса-час до сна; при напряжении до трёх раз в день.',
    ],
    warn: [
      'Može smanjiti pažnju: oprez pri upravljanju vozilom. Ako tegobe traju duže od dve nedelje, obratite se lekaru.',
      'It may make you less alert: take care when driving. See a doctor if it lasts more than two weeks.',
      'Может снижать внимание: будьте осторожны за рулём. Если симптомы сохраняются более двух недель, обратитесь к врачу.',
    ],
  },
  N06: {
    use: [
      'za lečenje depresije i anksioznih poremećaja, uključujući panični poremećaj.',
      'to treat depression and anxiety disorders, including panic disorder.',
      'для лечения депрессии и тревожных расстройств, включая паническое расстройство.',
    ],
    dose: [
      'Jednom dnevno, u isto vreme; poboljšanje se očekuje posle dve do četiri nedelje, a lečenje traje najmanje šest meseci.',
      'Once a day at the same time; expect improvement after two to four weeks; treatment lasts at least six months.',
      'Один раз в день в одно и то же время; улучшение ожидается через две-четыре недели, лечение длится не менее шести месяцев.',
    ],
    warn: [
      'Ne prekidajte lečenje naglo. Odmah se javite lekaru ako se pojave misli o samopovređivanju.',
      'Do not stop suddenly. Contact a doctor at once if you have thoughts of harming yourself.',
      'Не прекращайте лечение резко. Немедленно обратитесь к врачу при мыслях о причинении себе вреда.',
    ],
  },
  N06D: {
    use: [
      'za ublažavanje tegoba sa pamćenjem i koncentracijom u starijem dobu i zujanja u ušima.',
      'to ease age-related problems with memory and concentration, and ringing in the ears.',
      'для облегчения возрастных нарушений памяти и концентрации внимания, а также шума в ушах.',
    ],
    dose: [
      'Jedna doza dva do tri puta dnevno, najmanje osam nedelja.',
      'One dose two to three times a day for at least eight weeks.',
      'Одна доза два-три раза в день не менее восьми недель.',
    ],
    warn: [
      'Povećava sklonost krvarenju; oprez uz lekove protiv zgrušavanja krvi i pre operacije.',
      'It makes bleeding more likely; take care with blood thinners and before surgery.',
      'Повышает склонность к кровотечениям; с осторожностью при приёме антикоагулянтов и перед операцией.',
    ],
  },
  P01: {
    use: [
      'za lečenje infekcija izazvanih protozoama i anaerobnim bakterijama, uključujući trihomonijazu i bakterijsku vaginozu.',
      'to treat infections caused by protozoa and anaerobic bacteria, including trichomoniasis and bacterial vaginosis.',
      'для лечения инфекций, вызванных простейшими и анаэробными бактериями, включая трихомониаз и бактериальный вагиноз.',
    ],
    dose: [
      'Uobičajeno dva do tri puta dnevno, uz obrok, pet do sedam dana, prema uputstvu lekara.',
      'Usually two to three times a day with food, for five to seven days, as your doctor prescribes.',
      'Обычно два-три раза в день во время еды в течение пяти-семи дней по назначению врача.',
    ],
    warn: [
      'Ne pijte alkohol tokom lečenja i još 48 sati posle njega. Mokraća može potamneti.',
      'Do not drink alcohol during treatment and for 48 hours after. Your urine may turn darker.',
      'Не употребляйте алкоголь во время лечения и 48 часов после него. Моча может потемнеть.',
    ],
  },
  R01: {
    use: [
      'za kratkotrajno olakšanje disanja kod zapušenog nosa usled prehlade, upale sinusa ili alergije.',
      'for short-term relief of a blocked nose due to a cold, sinusitis or allergy.',
      'для кратковременного облегчения дыхания при заложенности носа из-за простуды, синусита или аллергии.',
    ],
    dose: [
      'Odrasli: jedno raspršivanje u svaku nozdrvu do tri puta dnevno, najduže sedam dana.',
      'Adults: one spray into each nostril up to three times a day, for no longer than seven days.',
      'Взрослые: одно впрыскивание в каждый носовой ход до трёх раз в день, не дольше семи дней.',
    ],
    warn: [
      'Duža upotreba može izazvati trajno oticanje sluzokože nosa. Jednu bočicu koristi samo jedna osoba.',
      'Longer use can make the nose lining swell for good. One bottle is for one person only.',
      'Длительное применение может вызвать стойкий отёк слизистой носа. Одним флаконом пользуется только один человек.',
    ],
  },
  R01AD: {
    use: [
      'za lečenje sezonskog i celogodišnjeg alergijskog rinitisa i nosnih polipa.',
      'to treat seasonal and perennial allergic rhinitis and nasal polyps.',
      'для лечения сезонного и круглогодичного аллергического ринита и полипов носа.',
    ],
    dose: [
      'Odrasli: dva raspršivanja u svaku nozdrvu jednom dnevno; pun efekat posle nekoliko dana redovne upotrebe.',
      'Adults: two sprays into each nostril once a day; the full effect comes after a few days of regular use.',
      'Взрослые: два впрыскивания в каждый носовой ход один раз в день; полный эффект через несколько дней регулярного применения.',
    ],
    warn: [
      'Ne koristiti kod neizlečene infekcije nosa. Kod krvarenja iz nosa obratite se lekaru.',
      'Do not use with an untreated nose infection. See a doctor if you get nosebleeds.',
      'Не применять при нелеченой инфекции носа. При носовых кровотечениях обратитесь к врачу.',
    ],
  },
  R02: {
    use: [
      'za ublažavanje bola i iritacije u grlu kod upale grla.',
      'to relieve pain and irritation of a sore throat.',
      'для облегчения боли и раздражения в горле при его воспалении.',
    ],
    dose: [
      'Odrasli i deca starija od 12 godina: jedna doza na dva do tri sata, najduže tri dana.',
      'Adults and children over 12: one dose every two to three hours, for no longer than three days.',
      'Взрослые и дети старше 12 лет: одна доза каждые два-три часа, не дольше трёх дней.',
    ],
    warn: [
      'Ako je upala grla praćena visokom temperaturom, glavoboljom ili povraćanjem, obratite se lekaru.',
      'See a doctor if the sore throat comes with a high fever, headache or vomiting.',
      'Если боль в горле сопровождается высокой температурой, головной болью или рвотой, обратитесь к врачу.',
    ],
  },
  R05: {
    use: [
      'za razređivanje gustog sekreta i lakše iskašljavanje kod produktivnog kašlja.',
      'to thin thick mucus and make it easier to cough up in a chesty cough.',
      'для разжижения густой мокроты и облегчения её отхождения при влажном кашле.',
    ],
    dose: [
      'Odrasli: jedna doza dva do tri puta dnevno; tokom lečenja pijte dosta tečnosti.',
      'Adults: one dose two to three times a day; drink plenty of fluid during treatment.',
      'Взрослые: одна доза два-три раза в день; во время лечения пейте много жидкости.',
    ],
    warn: [
      'Ne uzimati uveče uz lekove protiv kašlja. Ako kašalj traje duže od nedelju dana, obratite se lekaru.',
      'Do not combine with cough suppressants in the evening. See a doctor if the cough lasts more than a week.',
      'Не сочетать вечером с противокашлевыми средствами. Если кашель длится более недели, обратитесь к врачу.',
    ],
  },
  R05D: {
    use: [
      'za ublažavanje suvog, nadražajnog kašlja različitog porekla.',
      'to relieve a dry, tickly cough of any cause.',
      'для облегчения сухого раздражающего кашля различного происхождения.',
    ],
    dose: [
      'Odrasli: jedna doza tri do četiri puta dnevno, najduže sedam dana.',
      'Adults: one dose three to four times a day, for no longer than seven days.',
      'Взрослые: одна доза три-четыре раза в день, не дольше семи дней.',
    ],
    warn: [
      'Ne uzimati uz lekove za iskašljavanje. Može izazvati pospanost.',
      'Do not take it with expectorants. It may make you drowsy.',
      'Не принимать вместе с отхаркивающими средствами. Может вызывать сонливость.',
    ],
  },
  R06: {
    use: [
      'za ublažavanje simptoma alergije: kijanja, curenja nosa, svraba i suzenja očiju i koprivnjače.',
      'to relieve allergy symptoms: sneezing, a runny nose, itchy watery eyes and hives.',
      'для облегчения симптомов аллергии: чихания, насморка, зуда и слезотечения, крапивницы.',
    ],
    dose: [
      'Odrasli i deca starija od 12 godina: jedna doza jednom dnevno.',
      'Adults and children over 12: one dose once a day.',
      'Взрослые и дети старше 12 лет: одна доза один раз в день.',
    ],
    warn: [
      'Kod nekih osoba izaziva pospanost; oprez pri upravljanju vozilom i uz alkohol.',
      'It makes some people drowsy; take care when driving and with alcohol.',
      'У некоторых людей вызывает сонливость; будьте осторожны за рулём и при употреблении алкоголя.',
    ],
  },
  S01: {
    use: [
      'za lečenje bakterijskih infekcija oka i očnih kapaka, kao što je bakterijski konjunktivitis.',
      'to treat bacterial infections of the eye and eyelids, such as bacterial conjunctivitis.',
      'для лечения бактериальных инфекций глаза и век, например бактериального конъюнктивита.',
    ],
    dose: [
      'Jedna do dve kapi u obolelo oko na četiri sata, pet do sedam dana.',
      'One or two drops into the affected eye every four hours, for five to seven days.',
      'По одной-две капли в поражённый глаз каждые четыре часа в течение пяти-семи дней.',
    ],
    warn: [
      'Ne nosite kontaktna sočiva tokom lečenja. Vid može biti kratko zamućen posle ukapavanja.',
      'Do not wear contact lenses during treatment. Vision may blur briefly after the drops.',
      'Не носите контактные линзы во время лечения. После закапывания возможно кратковременное затуманивание зрения.',
    ],
  },
  S01G: {
    use: [
      'za ublažavanje crvenila, svraba i suzenja očiju izazvanih alergijom ili iritacijom.',
      'to relieve red, itchy, watery eyes caused by allergy or irritation.',
      'для облегчения покраснения, зуда и слезотечения глаз, вызванных аллергией или раздражением.',
    ],
    dose: [
      'Jedna do dve kapi u svako oko dva do četiri puta dnevno.',
      'One or two drops into each eye two to four times a day.',
      'По одной-две капли в каждый глаз два-четыре раза в день.',
    ],
    warn: [
      'Izvadite kontaktna sočiva pre ukapavanja. Ako se tegobe ne povuku za dva dana, obratite se lekaru.',
      'Take contact lenses out before the drops. See a doctor if it has not cleared in two days.',
      'Перед закапыванием снимите контактные линзы. Если симптомы не проходят за два дня, обратитесь к врачу.',
    ],
  },
  S02: {
    use: [
      'za ublažavanje bola u uhu kod upale srednjeg uha bez oštećenja bubne opne.',
      'to relieve ear pain in middle ear inflammation when the eardrum is intact.',
      'для облегчения боли в ухе при воспалении среднего уха без повреждения барабанной перепонки.',
    ],
    dose: [
      'Četiri kapi u uho dva do tri puta dnevno, najduže deset dana; bočicu pre upotrebe zagrejati u dlanu.',
      'Four drops into the ear two to three times a day, for at most ten days; warm the bottle in your hand first.',
      'По четыре капли в ухо два-три раза в день не дольше десяти дней; перед применением согреть флакон в ладони.',
    ],
    warn: [
      'Ne koristiti ako je bubna opna oštećena ili iz uha curi sekret.',
      'Do not use if the eardrum is damaged or the ear is discharging.',
      'Не применять при повреждении барабанной перепонки или выделениях из уха.',
    ],
  },
};

const LANG_INDEX: Record<Lang, 0 | 1 | 2> = { sr: 0, en: 1, ru: 2 };

const pick = (text: T3, lang: Lang): string => text[LANG_INDEX[lang]];

/** The text of the longest code prefix that has one: the group's own text, else its parent's. */
function groupText(atc: string): GroupText | undefined {
  for (let length = atc.length; length >= 3; length -= 1) {
    const text = TEXTS[atc.slice(0, length)];
    if (text) return text;
  }
  return undefined;
}

const STORAGE: Record<FormKind, T3> = {
  tablets: [
    'Čuvati na temperaturi do 25 °C, u originalnom pakovanju radi zaštite od vlage.',
    'Store below 25 °C in the original pack to protect from moisture.',
    'Хранить при температуре не выше 25 °C в оригинальной упаковке для защиты от влаги.',
  ],
  capsules: [
    'Čuvati na temperaturi do 25 °C, u originalnom pakovanju radi zaštite od vlage.',
    'Store below 25 °C in the original pack to protect from moisture.',
    'Хранить при температуре не выше 25 °C в оригинальной упаковке для защиты от влаги.',
  ],
  lozenges: [
    'Čuvati na temperaturi do 25 °C, na suvom mestu.',
    'Store below 25 °C in a dry place.',
    'Хранить при температуре не выше 25 °C в сухом месте.',
  ],
  syrup: [
    'Čuvati na temperaturi do 25 °C; posle prvog otvaranja upotrebiti u roku od šest meseci. Ne čuvati u frižideru.',
    'Store below 25 °C; once opened, use within six months. Do not refrigerate.',
    'Хранить при температуре не выше 25 °C; после вскрытия использовать в течение шести месяцев. Не хранить в холодильнике.',
  ],
  drops: [
    'Čuvati na temperaturi do 25 °C; posle prvog otvaranja upotrebiti u roku od 28 dana.',
    'Store below 25 °C; once opened, use within 28 days.',
    'Хранить при температуре не выше 25 °C; после вскрытия использовать в течение 28 дней.',
  ],
  spray: [
    'Čuvati na temperaturi do 25 °C, uspravno; posle prvog otvaranja upotrebiti u roku od 12 meseci.',
    'Store upright below 25 °C; once opened, use within 12 months.',
    'Хранить вертикально при температуре не выше 25 °C; после вскрытия использовать в течение 12 месяцев.',
  ],
  cream: [
    'Čuvati na temperaturi do 25 °C; ne zamrzavati. Tubu posle upotrebe dobro zatvoriti.',
    'Store below 25 °C; do not freeze. Close the tube tightly after use.',
    'Хранить при температуре не выше 25 °C; не замораживать. После использования плотно закрывать тубу.',
  ],
  gel: [
    'Čuvati na temperaturi do 25 °C; ne zamrzavati. Tubu posle upotrebe dobro zatvoriti.',
    'Store below 25 °C; do not freeze. Close the tube tightly after use.',
    'Хранить при температуре не выше 25 °C; не замораживать. После использования плотно закрывать тубу.',
  ],
  powder: [
    'Čuvati na temperaturi do 25 °C, na suvom mestu; pripremljenu suspenziju čuvati u frižideru najduže sedam dana.',
    'Store below 25 °C in a dry place; keep the made-up suspension in the fridge for at most seven days.',
    'Хранить при температуре не выше 25 °C в сухом месте; готовую суспензию хранить в холодильнике не более семи дней.',
  ],
  sachet: [
    'Čuvati na temperaturi do 25 °C, na suvom mestu; pripremljen rastvor odmah popiti.',
    'Store below 25 °C in a dry place; drink the made-up solution at once.',
    'Хранить при температуре не выше 25 °C в сухом месте; приготовленный раствор выпить сразу.',
  ],
  ampoules: [
    'Čuvati na temperaturi do 25 °C, zaštićeno od svetlosti.',
    'Store below 25 °C, protected from light.',
    'Хранить при температуре не выше 25 °C в защищённом от света месте.',
  ],
  solution: [
    'Čuvati na temperaturi do 25 °C, u dobro zatvorenoj bočici, zaštićeno od svetlosti.',
    'Store below 25 °C in a tightly closed bottle, protected from light.',
    'Хранить при температуре не выше 25 °C в плотно закрытом флаконе в защищённом от света месте.',
  ],
  shampoo: ['Čuvati na temperaturi do 25 °C.', 'Store below 25 °C.', 'Хранить при температуре не выше 25 °C.'],
  device: [
    'Čuvati na suvom mestu, na sobnoj temperaturi.',
    'Store in a dry place at room temperature.',
    'Хранить в сухом месте при комнатной температуре.',
  ],
};

const CHILDREN: T3 = [
  'Čuvati van vidokruga i domašaja dece. Ne upotrebljavati posle isteka roka navedenog na pakovanju.',
  'Keep out of the sight and reach of children. Do not use after the expiry date on the pack.',
  'Хранить в недоступном и невидимом для детей месте. Не применять после истечения срока годности, указанного на упаковке.',
];

const RX: T3 = [
  'Lek se izdaje uz lekarski recept; uzimajte ga samo kako vam je propisano.',
  'A prescription-only medicine: take it only as prescribed for you.',
  'Рецептурный препарат: принимайте его только так, как вам назначено.',
];

const OTC: T3 = [
  'Lek se izdaje bez recepta; pre upotrebe pročitajte celo uputstvo.',
  'A non-prescription medicine: read the whole leaflet before use.',
  'Безрецептурный препарат: перед применением прочитайте всю инструкцию.',
];

const PREGNANCY: T3 = [
  'Ako ste trudni, planirate trudnoću ili dojite, posavetujte se sa lekarom ili farmaceutom pre upotrebe.',
  'If you are pregnant, planning a pregnancy or breastfeeding, ask your doctor or pharmacist before use.',
  'Если вы беременны, планируете беременность или кормите грудью, перед применением проконсультируйтесь с врачом или фармацевтом.',
];

function intro(p: ProductSeed, lang: Lang): string {
  const form = p.form.label[lang];
  const substance = p.substance?.[lang] ?? '';
  const name = p.name[lang];
  if (lang === 'en') return `${name} (${form}) contains ${substance}. It is used`;
  if (lang === 'ru') return `${name} (${form}) содержит ${substance}. Применяется`;
  return `${name} (${form}) sadrži ${substance}. Koristi se`;
}

export interface Leaflet {
  indications: string;
  dosage: string;
  warnings: string;
  storage: string;
}

/** The leaflet summary of a medicine in `lang`; null for a product that is not a classified medicine. */
export function leafletOf(p: ProductSeed, lang: Lang): Leaflet | null {
  if (p.kind !== 'medicine' || p.atc === null) return null;
  const text = groupText(p.atc);
  if (!text) return null;
  const dose = text.dose ? `${pick(text.dose, lang)} ` : '';
  return {
    indications: `${intro(p, lang)} ${pick(text.use, lang)}`,
    dosage: `${dose}${productTexts(p, undefined, lang).usage}`,
    warnings: `${pick(text.warn, lang)} ${pick(p.rx ? RX : OTC, lang)} ${pick(PREGNANCY, lang)}`,
    storage: `${pick(STORAGE[p.form.kind], lang)} ${pick(CHILDREN, lang)}`,
  };
}
