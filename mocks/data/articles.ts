/** Health-advice articles, written in sr (Latin), en and ru. Bodies are plain-text paragraphs. */
import type { Lang } from '../lib/i18n';

interface ArticleText {
  title: string;
  excerpt: string;
  tag: string;
  body: string[];
}

export interface ArticleSeed {
  slug: string;
  published: string;
  texts: Record<Lang, ArticleText>;
}

export const ARTICLES: ArticleSeed[] = [
  {
    slug: 'prehlada-ili-grip',
    published: '2026-11-10',
    texts: {
      sr: {
        title: 'Prehlada ili grip: kako da ih razlikujete',
        excerpt:
          'Obe bolesti izazivaju virusi, ali grip počinje naglo i teže se podnosi. Evo kada je dovoljna kućna nega, a kada treba kod lekara.',
        tag: 'Prehlada',
        body: [
          'Prehlada počinje postepeno: zapušen nos, kijanje i grebanje u grlu, uz blago povišenu temperaturu ili bez nje. Grip počinje naglo, visokom temperaturom, drhtavicom, bolovima u mišićima i velikim umorom.',
          'Antibiotici ne deluju na viruse, pa ne pomažu ni kod prehlade ni kod gripa. Lečenje je usmereno na ublažavanje simptoma: odmor, dosta tečnosti, paracetamol ili ibuprofen za temperaturu i bolove, sprej ili kapi za nos najduže pet do sedam dana.',
          'Obratite se lekaru ako temperatura traje duže od tri dana, ako se javi otežano disanje ili bol u grudima, ili ako se posle početnog poboljšanja stanje ponovo pogorša. Trudnice, stariji i hronični bolesnici treba da se jave ranije.',
          'Najbolja zaštita od gripa je vakcina, koja se prima na jesen. Redovno pranje ruku i provetravanje prostorija smanjuju širenje oba virusa.',
        ],
      },
      en: {
        title: 'Cold or flu: how to tell them apart',
        excerpt:
          'Both are caused by viruses, but flu starts suddenly and hits harder. Here is when home care is enough and when to see a doctor.',
        tag: 'Colds',
        body: [
          'A cold comes on gradually: a blocked nose, sneezing and a scratchy throat, with a slight temperature or none. Flu starts suddenly, with a high temperature, chills, aching muscles and great tiredness.',
          'Antibiotics do not work against viruses, so they help with neither a cold nor flu. Treatment aims to ease the symptoms: rest, plenty of fluids, paracetamol or ibuprofen for fever and pain, and a nasal spray or drops for no longer than five to seven days.',
          'See a doctor if the fever lasts more than three days, if you have trouble breathing or chest pain, or if you get worse again after first feeling better. Pregnant women, older people and people with chronic illnesses should seek advice sooner.',
          'The best protection against flu is the vaccine, given in autumn. Washing your hands often and airing rooms reduce the spread of both viruses.',
        ],
      },
      ru: {
        title: 'Простуда или грипп: как их различить',
        excerpt:
          'Обе болезни вызывают вирусы, но грипп начинается внезапно и переносится тяжелее. Когда достаточно домашнего ухода, а когда нужен врач.',
        tag: 'Простуда',
        body: [
          'Простуда развивается постепенно: заложенность носа, чихание и першение в горле, температура слегка повышена или нормальна. Грипп начинается резко — с высокой температуры, озноба, ломоты в мышцах и сильной усталости.',
          'Антибиотики не действуют на вирусы, поэтому не помогают ни при простуде, ни при гриппе. Лечение направлено на облегчение симптомов: отдых, обильное питьё, парацетамол или ибупрофен от температуры и боли, спрей или капли для носа не дольше пяти–семи дней.',
          'Обратитесь к врачу, если температура держится дольше трёх дней, появилась одышка или боль в груди, или если после улучшения состояние снова ухудшилось. Беременным, пожилым людям и хроническим больным стоит обратиться раньше.',
          'Лучшая защита от гриппа — вакцинация осенью. Частое мытьё рук и проветривание помещений уменьшают распространение обоих вирусов.',
        ],
      },
    },
  },
  {
    slug: 'temperatura-kod-dece',
    published: '2026-10-22',
    texts: {
      sr: {
        title: 'Temperatura kod dece: šta da radite',
        excerpt:
          'Povišena temperatura je odbrambena reakcija organizma. Važnije od broja na toplomeru je kako se dete ponaša.',
        tag: 'Deca',
        body: [
          'Temperatura do 38 °C kod deteta koje se igra, pije tečnost i normalno reaguje obično ne zahteva lekove. Dete treba lagano obući, nuditi mu često vodu ili čaj i pratiti kako se oseća.',
          'Za snižavanje temperature kod dece koriste se paracetamol i ibuprofen u obliku sirupa ili čepića. Doza se određuje prema telesnoj masi deteta, a ne prema uzrastu; uvek koristite mericu iz pakovanja i poštujte razmak između doza.',
          'Deci i mladima do 16 godina ne treba davati acetilsalicilnu kiselinu (aspirin) zbog rizika od retkog, ali ozbiljnog Rejovog sindroma. Ne kombinujte više lekova sa istom aktivnom supstancom.',
          'Odmah se javite lekaru ako je beba mlađa od tri meseca i ima temperaturu, ako je dete neuobičajeno pospano, odbija tečnost, ima osip koji ne bledi na pritisak, otežano diše ili ima febrilne konvulzije.',
        ],
      },
      en: {
        title: "Children's fever: what to do",
        excerpt:
          "A raised temperature is the body's defence. How the child behaves matters more than the number on the thermometer.",
        tag: 'Children',
        body: [
          'A temperature of up to 38 °C in a child who plays, drinks and responds normally usually needs no medicine. Dress the child lightly, offer water or tea often and watch how they feel.',
          "Paracetamol and ibuprofen, as syrups or suppositories, are used to bring down a child's fever. The dose depends on the child's body weight, not age; always use the measuring device from the pack and keep to the interval between doses.",
          "Do not give acetylsalicylic acid (aspirin) to children and teenagers under 16 because of the risk of the rare but serious Reye's syndrome. Do not combine several medicines with the same active substance.",
          'See a doctor at once if a baby under three months has a fever, or if a child is unusually drowsy, refuses fluids, has a rash that does not fade when pressed, struggles to breathe or has a febrile seizure.',
        ],
      },
      ru: {
        title: 'Температура у детей: что делать',
        excerpt:
          'Повышенная температура — защитная реакция организма. Важнее цифры на термометре то, как ведёт себя ребёнок.',
        tag: 'Дети',
        body: [
          'Температура до 38 °C у ребёнка, который играет, пьёт и нормально реагирует, обычно не требует лекарств. Ребёнка нужно легко одеть, часто предлагать воду или чай и наблюдать за самочувствием.',
          'Для снижения температуры у детей применяют парацетамол и ибупрофен в форме сиропа или свечей. Доза рассчитывается по массе тела, а не по возрасту; всегда пользуйтесь мерной ложкой из упаковки и соблюдайте интервал между приёмами.',
          'Детям и подросткам до 16 лет не следует давать ацетилсалициловую кислоту (аспирин) из-за риска редкого, но опасного синдрома Рея. Не сочетайте несколько препаратов с одним и тем же действующим веществом.',
          'Немедленно обратитесь к врачу, если у малыша младше трёх месяцев поднялась температура, если ребёнок необычно сонлив, отказывается пить, у него сыпь, не бледнеющая при надавливании, затруднённое дыхание или фебрильные судороги.',
        ],
      },
    },
  },
  {
    slug: 'vitamin-d-zimi',
    published: '2026-10-05',
    texts: {
      sr: {
        title: 'Vitamin D: zašto nam nedostaje zimi',
        excerpt:
          'Koža stvara vitamin D na suncu, ali od oktobra do marta sunca u Srbiji nema dovoljno. Kome su potrebni suplementi i koliko?',
        tag: 'Vitamini',
        body: [
          'Vitamin D je potreban za zdrave kosti i zube, rad mišića i imunitet. Najveći deo nastaje u koži pod uticajem UVB zraka, a ishranom (masna riba, jaja, obogaćeno mleko) unosimo tek manji deo.',
          'U jesen i zimu sunce je nisko i UVB zraka je malo, pa kod mnogih nivo vitamina D opada. Posebno su izložene bebe, stariji, osobe koje malo borave napolju i osobe tamnije puti.',
          'Bebama se obično preporučuje 400 IJ dnevno tokom prve godine. Odraslima je u zimskim mesecima najčešće dovoljno 800 do 2000 IJ dnevno. Veće doze uzimajte samo po savetu lekara, jer se vitamin D nakuplja u organizmu.',
          'Ako niste sigurni da li vam nedostaje, nivo vitamina D može se proveriti jednostavnom analizom krvi. Farmaceut u apoteci pomoći će vam da izaberete odgovarajući oblik: kapi, tablete, kapsule ili sprej.',
        ],
      },
      en: {
        title: 'Vitamin D: why we lack it in winter',
        excerpt:
          'Skin makes vitamin D in sunlight, but from October to March there is not enough sun in Serbia. Who needs supplements, and how much?',
        tag: 'Vitamins',
        body: [
          'Vitamin D is needed for healthy bones and teeth, muscle function and immunity. Most of it is made in the skin under UVB light; food (oily fish, eggs, fortified milk) provides only a smaller part.',
          "In autumn and winter the sun is low and there is little UVB, so many people's vitamin D level drops. Babies, older people, those who spend little time outdoors and people with darker skin are most at risk.",
          "Babies are usually advised 400 IU a day during their first year. For adults, 800 to 2000 IU a day in the winter months is usually enough. Take higher doses only on a doctor's advice, because vitamin D builds up in the body.",
          'If you are not sure whether you are low, a simple blood test can check your vitamin D level. Our pharmacists will help you choose the right form: drops, tablets, capsules or spray.',
        ],
      },
      ru: {
        title: 'Витамин D: почему зимой его не хватает',
        excerpt:
          'Кожа вырабатывает витамин D на солнце, но с октября по март солнца в Сербии недостаточно. Кому нужны добавки и в какой дозе?',
        tag: 'Витамины',
        body: [
          'Витамин D нужен для здоровья костей и зубов, работы мышц и иммунитета. Большая его часть образуется в коже под действием UVB-лучей, а с пищей (жирная рыба, яйца, обогащённое молоко) мы получаем лишь небольшую долю.',
          'Осенью и зимой солнце стоит низко и UVB-лучей мало, поэтому у многих уровень витамина D снижается. В группе риска — младенцы, пожилые люди, те, кто мало бывает на улице, и люди с более тёмной кожей.',
          'Младенцам обычно рекомендуют 400 МЕ в день в течение первого года жизни. Взрослым зимой, как правило, достаточно 800–2000 МЕ в день. Более высокие дозы принимайте только по назначению врача: витамин D накапливается в организме.',
          'Если вы не уверены, хватает ли вам витамина D, его уровень можно определить простым анализом крови. Фармацевт поможет выбрать удобную форму: капли, таблетки, капсулы или спрей.',
        ],
      },
    },
  },
  {
    slug: 'krvni-pritisak-kod-kuce',
    published: '2026-09-18',
    texts: {
      sr: {
        title: 'Kako pravilno meriti krvni pritisak kod kuće',
        excerpt:
          'Merenje kod kuće daje pouzdaniju sliku od jednog merenja u ordinaciji, ali samo ako se radi pravilno.',
        tag: 'Srce',
        body: [
          'Povišen krvni pritisak često nema nikakvih simptoma, a dugoročno oštećuje srce, krvne sudove, bubrege i mozak. Zato je redovno merenje najvažniji korak u otkrivanju i praćenju hipertenzije.',
          'Merite pritisak u miru, posle pet minuta sedenja, sa leđima naslonjenim i stopalima na podu. Manžetna treba da bude na goloj nadlaktici, u visini srca. Pola sata pre merenja ne pušite, ne pijte kafu i ne vežbajte.',
          'Izmerite dva puta, u razmaku od jednog do dva minuta, ujutru pre lekova i uveče, tokom sedam dana pre pregleda. Zapisujte sve vrednosti i ponesite ih lekaru. Kod kuće se vrednosti od 135/85 mmHg i više smatraju povišenim.',
          'Najpouzdaniji su validirani aparati za nadlakticu sa manžetnom odgovarajuće veličine. Aparati za ručni zglob su praktični, ali osetljiviji na položaj ruke. Ako ste na terapiji, nikada ne menjajte dozu leka na svoju ruku.',
        ],
      },
      en: {
        title: 'How to measure your blood pressure at home',
        excerpt:
          'Home readings give a more reliable picture than a single reading at the surgery, but only when taken correctly.',
        tag: 'Heart',
        body: [
          'High blood pressure often causes no symptoms at all, yet over time it damages the heart, blood vessels, kidneys and brain. Regular measurement is therefore the most important step in finding and monitoring hypertension.',
          'Measure at rest, after five minutes of sitting, with your back supported and feet on the floor. The cuff goes on the bare upper arm, at heart level. For half an hour before, do not smoke, drink coffee or exercise.',
          'Take two readings one to two minutes apart, in the morning before your medicines and in the evening, for seven days before a check-up. Write every value down and take them to your doctor. At home, 135/85 mmHg or more counts as high.',
          'Validated upper-arm monitors with a correctly sized cuff are the most reliable. Wrist monitors are handy but more sensitive to arm position. If you are on treatment, never change your dose on your own.',
        ],
      },
      ru: {
        title: 'Как правильно измерять давление дома',
        excerpt:
          'Домашние измерения дают более надёжную картину, чем одно измерение у врача, — но только если делать их правильно.',
        tag: 'Сердце',
        body: [
          'Повышенное давление часто протекает без симптомов, но со временем повреждает сердце, сосуды, почки и мозг. Поэтому регулярное измерение — главный шаг в выявлении и контроле гипертонии.',
          'Измеряйте давление в покое, после пяти минут сидения, опираясь спиной о спинку стула и поставив ноги на пол. Манжета надевается на обнажённое плечо на уровне сердца. За полчаса до измерения не курите, не пейте кофе и не занимайтесь спортом.',
          'Делайте два измерения с интервалом одна-две минуты, утром до приёма лекарств и вечером, в течение семи дней перед визитом к врачу. Записывайте все значения и покажите их врачу. Дома повышенным считается давление от 135/85 мм рт. ст.',
          'Самые надёжные — валидированные тонометры на плечо с манжетой подходящего размера. Запястные приборы удобны, но чувствительны к положению руки. Если вы принимаете лечение, никогда не меняйте дозу самостоятельно.',
        ],
      },
    },
  },
  {
    slug: 'sezona-alergija',
    published: '2026-04-02',
    texts: {
      sr: {
        title: 'Sezona polenskih alergija: kako da je lakše prebrodite',
        excerpt: 'Od prolećnog drveća do ambrozije krajem leta: šta pomaže kod kijanja, curenja nosa i suznih očiju.',
        tag: 'Alergije',
        body: [
          'U Srbiji polen drveća (breza, leska, jova) dominira u proleće, polen trava od maja do jula, a ambrozija od avgusta do oktobra. Kijanje, curenje i svrab nosa i suzne, crvene oči tipični su simptomi polenske kijavice.',
          'Pratite polensku prognozu i u danima sa visokom koncentracijom polena držite prozore zatvorene, naročito ujutru. Posle boravka napolju operite kosu i presvucite se, a veš ne sušite napolju.',
          'Antihistaminici novije generacije, poput cetirizina, loratadina i desloratadina, ublažavaju simptome i većinom ne izazivaju pospanost. Kapi za oči sa kromoglikatom i sprej za nos sa morskom vodom pomažu lokalno; kortikosteroidni sprejevi za nos izdaju se na recept.',
          'Ako simptomi traju cele sezone, ometaju san ili se javlja otežano disanje i kašalj, javite se lekaru. Alergolog može da utvrdi uzročnika i predloži imunoterapiju.',
        ],
      },
      en: {
        title: 'Pollen allergy season: how to get through it more easily',
        excerpt: 'From spring trees to ragweed in late summer: what helps with sneezing, a runny nose and watery eyes.',
        tag: 'Allergies',
        body: [
          'In Serbia, tree pollen (birch, hazel, alder) dominates in spring, grass pollen from May to July, and ragweed from August to October. Sneezing, a runny, itchy nose and red, watery eyes are the typical signs of hay fever.',
          'Follow the pollen forecast and keep windows closed on high-pollen days, especially in the morning. After being outside, wash your hair and change your clothes, and do not dry laundry outdoors.',
          'Newer antihistamines such as cetirizine, loratadine and desloratadine relieve the symptoms and mostly do not make you drowsy. Cromoglicate eye drops and saline nasal sprays help locally; corticosteroid nasal sprays are prescription-only.',
          'If symptoms last the whole season, disturb your sleep, or you get wheezing and a cough, see a doctor. An allergist can find the cause and suggest immunotherapy.',
        ],
      },
      ru: {
        title: 'Сезон пыльцевой аллергии: как пережить его легче',
        excerpt: 'От весенних деревьев до амброзии в конце лета: что помогает при чихании, насморке и слезотечении.',
        tag: 'Аллергия',
        body: [
          'В Сербии весной преобладает пыльца деревьев (берёза, лещина, ольха), с мая по июль — пыльца злаков, а с августа по октябрь — амброзия. Чихание, насморк, зуд в носу и красные слезящиеся глаза — типичные признаки поллиноза.',
          'Следите за пыльцевым прогнозом и в дни высокой концентрации пыльцы держите окна закрытыми, особенно утром. После прогулки мойте голову и переодевайтесь, не сушите бельё на улице.',
          'Антигистаминные препараты нового поколения — цетиризин, лоратадин, дезлоратадин — облегчают симптомы и, как правило, не вызывают сонливости. Глазные капли с кромогликатом и спрей с морской водой действуют местно; кортикостероидные спреи для носа отпускаются по рецепту.',
          'Если симптомы держатся весь сезон, мешают спать или появились кашель и затруднённое дыхание, обратитесь к врачу. Аллерголог определит причину и может предложить иммунотерапию.',
        ],
      },
    },
  },
  {
    slug: 'zastita-od-sunca',
    published: '2026-06-01',
    texts: {
      sr: {
        title: 'Zaštita od sunca: kako izabrati i pravilno koristiti kremu',
        excerpt: 'SPF, UVA, vodootpornost — šta znače oznake na pakovanju i koliko kreme je zaista potrebno.',
        tag: 'Nega kože',
        body: [
          'UVB zraci izazivaju opekotine, a UVA zraci prodiru dublje i ubrzavaju starenje kože. Oba tipa zračenja povećavaju rizik od raka kože, zato birajte preparat sa širokim spektrom zaštite i oznakom UVA u krugu.',
          'Za većinu ljudi leti je potreban zaštitni faktor 30, a za svetlu kožu, decu i boravak na moru ili planini SPF 50+. Bebe do šest meseci ne treba izlagati direktnom suncu.',
          'Kremu nanesite 20 minuta pre izlaska, u dovoljnoj količini: oko šest punih kašičica za celo telo odrasle osobe. Obnavljajte je na svaka dva sata i posle kupanja, čak i kada piše da je vodootporna.',
          'Izbegavajte sunce između 11 i 16 časova, nosite šešir i naočare sa UV filterom. Neki lekovi, poput pojedinih antibiotika i lekova protiv bolova, povećavaju osetljivost kože na sunce — pitajte farmaceuta.',
        ],
      },
      en: {
        title: 'Sun protection: how to choose and use sunscreen',
        excerpt: 'SPF, UVA, water resistance: what the labels mean and how much sunscreen you really need.',
        tag: 'Skin care',
        body: [
          'UVB rays cause sunburn, while UVA rays go deeper and speed up skin ageing. Both raise the risk of skin cancer, so choose a broad-spectrum product with the UVA-in-a-circle mark.',
          'Most people need SPF 30 in summer; fair skin, children and days at the seaside or in the mountains call for SPF 50+. Babies under six months should be kept out of direct sun.',
          "Apply sunscreen 20 minutes before going out, and use enough: about six teaspoons for an adult's whole body. Reapply every two hours and after swimming, even if it says water-resistant.",
          'Avoid the sun between 11:00 and 16:00 and wear a hat and UV-filter sunglasses. Some medicines, including certain antibiotics and painkillers, make skin more sensitive to sunlight: ask your pharmacist.',
        ],
      },
      ru: {
        title: 'Защита от солнца: как выбрать и правильно наносить крем',
        excerpt: 'SPF, UVA, водостойкость — что означают надписи на упаковке и сколько крема нужно на самом деле.',
        tag: 'Уход за кожей',
        body: [
          'UVB-лучи вызывают ожоги, а UVA-лучи проникают глубже и ускоряют старение кожи. Оба вида излучения повышают риск рака кожи, поэтому выбирайте средство широкого спектра со значком UVA в круге.',
          'Большинству людей летом достаточно SPF 30, а для светлой кожи, детей и отдыха на море или в горах нужен SPF 50+. Младенцев до шести месяцев не следует держать под прямыми солнечными лучами.',
          'Наносите крем за 20 минут до выхода на улицу и в достаточном количестве — около шести чайных ложек на всё тело взрослого. Обновляйте его каждые два часа и после купания, даже если он водостойкий.',
          'Избегайте солнца с 11 до 16 часов, носите шляпу и очки с UV-фильтром. Некоторые лекарства, например отдельные антибиотики и обезболивающие, повышают чувствительность кожи к солнцу — спросите фармацевта.',
        ],
      },
    },
  },
  {
    slug: 'putna-apoteka',
    published: '2026-07-08',
    texts: {
      sr: {
        title: 'Putna apoteka: šta spakovati pre odmora',
        excerpt:
          'Mala torbica sa osnovnim lekovima i priborom može da spase odmor. Evo spiska koji vredi proveriti pre polaska.',
        tag: 'Putovanja',
        body: [
          'Ponesite dovoljno svojih redovnih lekova za ceo put i još nekoliko dana viška, u originalnom pakovanju, sa uputstvom. Lekove držite u ručnom prtljagu, a za lekove na recept poželjno je imati i kopiju recepta ili izveštaj lekara.',
          'Osnova putne apoteke: lek protiv bolova i temperature (paracetamol ili ibuprofen), antihistaminik, lek protiv dijareje i rastvor za rehidraciju, sredstvo protiv gorušice, tablete protiv mučnine u vožnji.',
          'Za povrede i kožu: flasteri, sterilne komprese, elastični zavoj, antiseptik, krema protiv uboda insekata, pantenol za opekotine, krema za sunčanje i repelent. Digitalni toplomer i pinceta zauzimaju malo mesta, a često zatrebaju.',
          'Lekove ne ostavljajte u automobilu na suncu, jer visoka temperatura može da ih ošteti. Ako putujete sa decom, spakujte dečje oblike lekova i proverite doziranje prema telesnoj masi.',
        ],
      },
      en: {
        title: 'Travel first-aid kit: what to pack before your holiday',
        excerpt:
          'A small bag with basic medicines and supplies can save your holiday. Here is a checklist worth going through before you leave.',
        tag: 'Travel',
        body: [
          "Take enough of your regular medicines for the whole trip plus a few spare days, in the original packs with their leaflets. Keep them in your hand luggage; for prescription medicines it is wise to carry a copy of the prescription or a doctor's letter.",
          'The basics: a painkiller and fever reducer (paracetamol or ibuprofen), an antihistamine, an anti-diarrhoea medicine and rehydration salts, something for heartburn, and travel-sickness tablets.',
          'For injuries and skin: plasters, sterile dressings, an elastic bandage, antiseptic, an insect-bite cream, panthenol for burns, sunscreen and insect repellent. A digital thermometer and tweezers take little space and often come in handy.',
          "Do not leave medicines in a car in the sun: heat can spoil them. If you travel with children, pack children's forms of medicines and check the doses for their weight.",
        ],
      },
      ru: {
        title: 'Дорожная аптечка: что взять с собой в отпуск',
        excerpt:
          'Небольшая косметичка с основными лекарствами может спасти отпуск. Вот список, который стоит проверить перед поездкой.',
        tag: 'Путешествия',
        body: [
          'Возьмите достаточно своих постоянных лекарств на всю поездку и ещё на несколько дней, в оригинальной упаковке с инструкцией. Держите их в ручной клади; для рецептурных препаратов желательно иметь копию рецепта или заключение врача.',
          'Основа аптечки: обезболивающее и жаропонижающее (парацетамол или ибупрофен), антигистаминное средство, препарат от диареи и соли для регидратации, средство от изжоги, таблетки от укачивания.',
          'Для травм и кожи: пластыри, стерильные салфетки, эластичный бинт, антисептик, крем от укусов насекомых, пантенол от ожогов, солнцезащитный крем и репеллент. Электронный термометр и пинцет занимают мало места и часто пригождаются.',
          'Не оставляйте лекарства в машине на солнце: высокая температура может их испортить. Если едете с детьми, возьмите детские формы препаратов и проверьте дозировку по массе тела.',
        ],
      },
    },
  },
  {
    slug: 'cuvanje-lekova',
    published: '2026-05-14',
    texts: {
      sr: {
        title: 'Kako pravilno čuvati lekove kod kuće',
        excerpt:
          'Kupatilo nije dobro mesto za kućnu apoteku. Šta znače oznake na pakovanju i šta raditi sa lekovima kojima je istekao rok.',
        tag: 'Saveti',
        body: [
          'Većina lekova čuva se na sobnoj temperaturi, do 25 °C, na suvom i tamnom mestu. Kupatilo i kuhinja nisu dobar izbor zbog vlage i promena temperature. Neki lekovi, poput insulina, pojedinih kapi za oči i sirupa posle otvaranja, čuvaju se u frižideru — to piše na pakovanju.',
          'Lekove držite u originalnom pakovanju, zajedno sa uputstvom, jer su tu rok trajanja, serija i način upotrebe. Na bočici zapišite datum otvaranja: kapi za oči i sirupi često se mogu koristiti samo nekoliko nedelja posle otvaranja.',
          'Kućnu apoteku držite van domašaja i pogleda dece, po mogućnosti u ormariću koji se zaključava. Lekove nikada ne presipajte u druge kutije.',
          'Jednom godišnje pregledajte zalihe. Lekove sa isteklim rokom ne bacajte u smeće ni u kanalizaciju — vratite ih u apoteku, gde se bezbedno uništavaju.',
        ],
      },
      en: {
        title: 'How to store medicines at home',
        excerpt:
          'The bathroom is not a good place for your medicine cabinet. What the labels mean and what to do with expired medicines.',
        tag: 'Tips',
        body: [
          'Most medicines are kept at room temperature, below 25 °C, somewhere dry and dark. The bathroom and kitchen are poor choices because of humidity and temperature changes. Some medicines, such as insulin, certain eye drops and syrups once opened, belong in the fridge; the pack says so.',
          'Keep medicines in their original packs with the leaflet, which shows the expiry date, batch and directions. Write the opening date on the bottle: eye drops and syrups can often be used for only a few weeks after opening.',
          'Keep the medicine cabinet out of the reach and sight of children, ideally in a lockable cupboard. Never move medicines into other containers.',
          'Check your supplies once a year. Do not throw expired medicines in the bin or down the drain: bring them back to the pharmacy, where they are disposed of safely.',
        ],
      },
      ru: {
        title: 'Как правильно хранить лекарства дома',
        excerpt:
          'Ванная — не лучшее место для домашней аптечки. Что означают надписи на упаковке и что делать с просроченными лекарствами.',
        tag: 'Советы',
        body: [
          'Большинство лекарств хранят при комнатной температуре, до 25 °C, в сухом тёмном месте. Ванная и кухня не подходят из-за влажности и перепадов температуры. Некоторые препараты — инсулин, отдельные глазные капли и сиропы после вскрытия — хранят в холодильнике; это указано на упаковке.',
          'Держите лекарства в оригинальной упаковке вместе с инструкцией: там указаны срок годности, серия и способ применения. Записывайте на флаконе дату вскрытия — глазные капли и сиропы часто можно использовать лишь несколько недель после открытия.',
          'Храните аптечку в недоступном для детей месте, лучше в запирающемся шкафчике. Никогда не пересыпайте лекарства в другие коробки.',
          'Раз в год проверяйте запасы. Просроченные лекарства не выбрасывайте в мусор и не сливайте в канализацию — верните их в аптеку, где их безопасно утилизируют.',
        ],
      },
    },
  },
  {
    slug: 'antibiotici-pravilna-upotreba',
    published: '2026-03-20',
    texts: {
      sr: {
        title: 'Antibiotici: pet pravila pravilne upotrebe',
        excerpt:
          'Antibiotici leče bakterijske infekcije, ali pogrešna upotreba stvara otporne bakterije. Šta treba da znate.',
        tag: 'Lekovi',
        body: [
          'Antibiotici deluju samo na bakterije. Prehlada, grip i većina upala grla izazvani su virusima, pa antibiotik tu ne pomaže, a može da izazove neželjena dejstva. U Srbiji se antibiotici izdaju isključivo na lekarski recept.',
          'Uzimajte antibiotik tačno kako je propisano: u istim razmacima i onoliko dana koliko je lekar odredio, čak i kada se ranije osetite bolje. Prerano prekidanje terapije pogoduje nastanku otpornih bakterija.',
          'Ne koristite antibiotike koji su ostali od ranije i ne delite ih sa drugima. Proverite sa farmaceutom da li lek uzimate pre, tokom ili posle obroka i da li se sme kombinovati sa mlečnim proizvodima ili drugim lekovima.',
          'Tokom i posle terapije probiotik može da smanji rizik od dijareje; uzima se nekoliko sati posle antibiotika. Ako se javi osip, otok ili otežano disanje, odmah prekinite terapiju i javite se lekaru.',
        ],
      },
      en: {
        title: 'Antibiotics: five rules for using them right',
        excerpt: 'Antibiotics treat bacterial infections, but misuse breeds resistant bacteria. What you need to know.',
        tag: 'Medicines',
        body: [
          'Antibiotics work only against bacteria. Colds, flu and most sore throats are caused by viruses, so an antibiotic does not help and may cause side effects. In Serbia antibiotics are dispensed only on prescription.',
          'Take the antibiotic exactly as prescribed: at even intervals and for as many days as your doctor said, even if you feel better sooner. Stopping early helps resistant bacteria develop.',
          'Do not use leftover antibiotics or share them with others. Check with your pharmacist whether to take the medicine before, with or after food, and whether it may be combined with dairy products or other medicines.',
          'During and after the course, a probiotic can lower the risk of diarrhoea; take it a few hours after the antibiotic. If you get a rash, swelling or trouble breathing, stop the medicine and see a doctor at once.',
        ],
      },
      ru: {
        title: 'Антибиотики: пять правил правильного приёма',
        excerpt:
          'Антибиотики лечат бактериальные инфекции, но неправильный приём порождает устойчивые бактерии. Что важно знать.',
        tag: 'Лекарства',
        body: [
          'Антибиотики действуют только на бактерии. Простуду, грипп и большинство ангин вызывают вирусы, поэтому антибиотик не поможет, а побочные эффекты вызвать может. В Сербии антибиотики отпускаются только по рецепту.',
          'Принимайте антибиотик строго по назначению: через равные промежутки времени и столько дней, сколько сказал врач, даже если стало лучше раньше. Преждевременное прекращение лечения способствует появлению устойчивых бактерий.',
          'Не используйте оставшиеся с прошлого раза антибиотики и не делитесь ими. Уточните у фармацевта, принимать ли препарат до, во время или после еды и можно ли сочетать его с молочными продуктами и другими лекарствами.',
          'Во время и после курса пробиотик может снизить риск диареи; его принимают через несколько часов после антибиотика. При появлении сыпи, отёка или затруднённого дыхания прекратите приём и сразу обратитесь к врачу.',
        ],
      },
    },
  },
];
