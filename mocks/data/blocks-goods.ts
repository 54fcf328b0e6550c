import { l, type L10n } from '../lib/i18n';
import type { FormKey } from './forms';
import type { Brand, GoodsKind } from './blocks-medicines';

/** [name after the brand, in each language; form, dosage, pack sizes, price of the first pack in RSD] */
type Item = [L10n, FormKey, string, number[], number];

export interface GoodsSeed {
  cat: string;
  kind: Exclude<GoodsKind, 'medicine'>;
  brands: Brand[];
  items: Item[];
}

/** Cosmetics, baby care, oral care and devices: brand × item (a share of the combinations). */
export const GOODS: GoodsSeed[] = [
  {
    cat: 'zastita-od-sunca',
    kind: 'cosmetic',
    brands: [
      ['La Roche-Posay Anthelios', 'La Roche-Posay', 1.2],
      ['Vichy Capital Soleil', 'Vichy', 1.15],
      ['Avène Solaire', 'Avène', 1.1],
      ['Bioderma Photoderm', 'Bioderma', 1],
      ['Eucerin Sun', 'Eucerin', 1.05],
      ['Uriage Bariésun', 'Uriage', 1],
    ],
    items: [
      [l('fluid SPF 50+', 'fluid SPF 50+', 'флюид SPF 50+'), 'cosmCream', 'SPF 50+', [50], 2390],
      [l('sprej SPF 30', 'spray SPF 30', 'спрей SPF 30'), 'spray', 'SPF 30', [200], 2690],
      [
        l('sprej za decu SPF 50+', "children's spray SPF 50+", 'детский спрей SPF 50+'),
        'spray',
        'SPF 50+',
        [200],
        2890,
      ],
      [l('gel-krema SPF 50', 'gel-cream SPF 50', 'гель-крем SPF 50'), 'cosmGel', 'SPF 50', [50], 2290],
      [
        l('krema za lice SPF 50+ sa bojom', 'tinted face cream SPF 50+', 'тонирующий крем для лица SPF 50+'),
        'cosmCream',
        'SPF 50+',
        [50],
        2490,
      ],
      [l('losion posle sunčanja', 'after-sun lotion', 'лосьон после загара'), 'lotion', '', [200], 1690],
      [l('stik za usne SPF 30', 'lip stick SPF 30', 'стик для губ SPF 30'), 'balm', 'SPF 30', [5], 890],
    ],
  },
  {
    cat: 'nega-lica',
    kind: 'cosmetic',
    brands: [
      ['La Roche-Posay', 'La Roche-Posay', 1.2],
      ['Vichy', 'Vichy', 1.15],
      ['Avène', 'Avène', 1.1],
      ['Bioderma', 'Bioderma', 1],
      ['Eucerin', 'Eucerin', 1.05],
      ['Uriage', 'Uriage', 1],
      ['CeraVe', 'CeraVe', 0.9],
      ['Ducray', 'Ducray', 1],
    ],
    items: [
      [l('micelarna voda', 'micellar water', 'мицеллярная вода'), 'micellar', '', [250, 500], 1290],
      [l('hidratantna krema', 'moisturising cream', 'увлажняющий крем'), 'cosmCream', '', [50], 1990],
      [
        l('serum sa hijaluronskom kiselinom', 'hyaluronic acid serum', 'сыворотка с гиалуроновой кислотой'),
        'serum',
        '',
        [30],
        2890,
      ],
      [l('gel za umivanje', 'cleansing gel', 'гель для умывания'), 'cosmGel', '', [200, 400], 1390],
      [l('krema za oči', 'eye cream', 'крем для кожи вокруг глаз'), 'cosmCream', '', [15], 2190],
      [l('noćna krema', 'night cream', 'ночной крем'), 'cosmCream', '', [50], 2290],
      [l('krema protiv akni', 'anti-acne cream', 'крем против акне'), 'cosmCream', '', [40], 1790],
    ],
  },
  {
    cat: 'nega-tela',
    kind: 'cosmetic',
    brands: [
      ['Eucerin UreaRepair', 'Eucerin', 1.05],
      ['CeraVe', 'CeraVe', 0.9],
      ['La Roche-Posay Lipikar', 'La Roche-Posay', 1.2],
      ['Bioderma Atoderm', 'Bioderma', 1],
      ['Avène XeraCalm', 'Avène', 1.1],
      ['Uriage Xémose', 'Uriage', 1],
      ['Neutrogena', 'Johnson & Johnson', 0.7],
    ],
    items: [
      [l('losion za telo', 'body lotion', 'лосьон для тела'), 'lotion', '', [250, 400], 1690],
      [l('balzam za suvu kožu', 'balm for dry skin', 'бальзам для сухой кожи'), 'balm', '', [200, 400], 1990],
      [l('krema za ruke', 'hand cream', 'крем для рук'), 'cosmCream', '', [50, 75], 790],
      [l('ulje za tuširanje', 'shower oil', 'масло для душа'), 'oil', '', [400], 1490],
      [l('krema za stopala', 'foot cream', 'крем для ног'), 'cosmCream', '', [100], 990],
    ],
  },
  {
    cat: 'nega-kose',
    kind: 'cosmetic',
    brands: [
      ['Ducray', 'Ducray', 1],
      ['Vichy Dercos', 'Vichy', 1.15],
      ['Bioxcin', 'Bioxcin', 0.8],
      ['Klorane', 'Klorane', 0.95],
      ['Phyto', 'Phyto', 1.2],
    ],
    items: [
      [l('šampon protiv peruti', 'anti-dandruff shampoo', 'шампунь против перхоти'), 'shampoo', '', [200], 1490],
      [
        l('šampon protiv opadanja kose', 'anti-hair-loss shampoo', 'шампунь против выпадения волос'),
        'shampoo',
        '',
        [200, 400],
        1590,
      ],
      [
        l('ampule protiv opadanja kose', 'anti-hair-loss ampoules', 'ампулы против выпадения волос'),
        'amp',
        '',
        [12],
        3490,
      ],
      [l('regenerator', 'conditioner', 'кондиционер'), 'balm', '', [200], 1290],
      [
        l('šampon za osetljivo teme', 'shampoo for sensitive scalp', 'шампунь для чувствительной кожи головы'),
        'shampoo',
        '',
        [200],
        1390,
      ],
    ],
  },
  {
    cat: 'nega-bebe',
    kind: 'cosmetic',
    brands: [
      ['Mustela', 'Mustela', 1.2],
      ['Bübchen', 'Bübchen', 0.9],
      ['Babyline', 'Galenika', 0.8],
      ['Bepanthen Baby', 'Bayer', 1.1],
      ['Sudocrem', 'Teva', 1],
    ],
    items: [
      [l('krema za pelensku regiju', 'nappy cream', 'крем под подгузник'), 'cosmCream', '', [75, 100], 890],
      [l('ulje za bebe', 'baby oil', 'детское масло'), 'oil', '', [100, 200], 790],
      [l('šampon za bebe', 'baby shampoo', 'детский шампунь'), 'shampoo', '', [200], 690],
      [l('losion za telo za bebe', 'baby body lotion', 'детский лосьон для тела'), 'lotion', '', [200], 890],
      [l('gel za kupanje', 'bath gel', 'гель для купания'), 'cosmGel', '', [400], 990],
    ],
  },
  {
    cat: 'oralna-higijena',
    kind: 'cosmetic',
    brands: [
      ['Elmex', 'Colgate-Palmolive', 1.1],
      ['Sensodyne', 'Haleon', 1.1],
      ['Parodontax', 'Haleon', 1.1],
      ['Meridol', 'Colgate-Palmolive', 1.1],
      ['Lacalut', 'Dr. Theiss', 1],
      ['Curaprox', 'Curaden', 1.3],
    ],
    items: [
      [l('pasta za zube', 'toothpaste', 'зубная паста'), 'paste', '', [75], 490],
      [
        l('pasta za osetljive zube', 'toothpaste for sensitive teeth', 'зубная паста для чувствительных зубов'),
        'paste',
        '',
        [75],
        590,
      ],
      [l('tečnost za ispiranje usta', 'mouthwash', 'ополаскиватель для полости рта'), 'mouthwash', '', [400], 790],
      [l('gel za desni', 'gum gel', 'гель для дёсен'), 'cosmGel', '', [20], 690],
    ],
  },
  {
    cat: 'zensko-zdravlje',
    kind: 'cosmetic',
    brands: [
      ['Lactacyd', 'Sanofi', 1.1],
      ['Saforelle', 'Saforelle', 1],
      ['Gynomunal', 'Hemofarm', 1.2],
    ],
    items: [
      [l('gel za intimnu negu', 'intimate wash gel', 'гель для интимной гигиены'), 'cosmGel', '', [200, 400], 890],
      [l('vaginalni gel', 'vaginal gel', 'вагинальный гель'), 'gel', '', [5], 1890],
      [
        l('maramice za intimnu negu', 'intimate hygiene wipes', 'салфетки для интимной гигиены'),
        'device',
        '',
        [10],
        490,
      ],
    ],
  },
  {
    cat: 'merni-aparati',
    kind: 'device',
    brands: [
      ['Omron', 'Omron', 1.1],
      ['Microlife', 'Microlife', 1],
      ['Beurer', 'Beurer', 0.95],
    ],
    items: [
      [
        l('M2 aparat za pritisak za nadlakticu', 'M2 upper arm blood pressure monitor', 'M2 тонометр на плечо'),
        'device',
        '',
        [1],
        5990,
      ],
      [
        l('M6 Comfort aparat za pritisak', 'M6 Comfort blood pressure monitor', 'M6 Comfort тонометр'),
        'device',
        '',
        [1],
        10990,
      ],
      [
        l('aparat za pritisak za ručni zglob', 'wrist blood pressure monitor', 'тонометр на запястье'),
        'device',
        '',
        [1],
        4990,
      ],
      [l('digitalni toplomer', 'digital thermometer', 'цифровой термометр'), 'device', '', [1], 790],
      [l('beskontaktni toplomer', 'non-contact thermometer', 'бесконтактный термометр'), 'device', '', [1], 3990],
      [l('inhalator', 'nebuliser', 'ингалятор'), 'device', '', [1], 7990],
      [l('pulsni oksimetar', 'pulse oximeter', 'пульсоксиметр'), 'device', '', [1], 3490],
      [
        l('manžetna za aparat za pritisak', 'blood pressure monitor cuff', 'манжета для тонометра'),
        'device',
        '',
        [1],
        1990,
      ],
    ],
  },
  {
    cat: 'zavojni-materijal',
    kind: 'device',
    brands: [
      ['Hansaplast', 'Beiersdorf', 1.1],
      ['Tosama', 'Tosama', 0.9],
      ['Urgo', 'Urgo', 1.1],
    ],
    items: [
      [l('flasteri classic', 'classic plasters', 'пластыри классические'), 'device', '', [20, 40], 290],
      [l('flasteri vodootporni', 'waterproof plasters', 'пластыри водостойкие'), 'device', '', [20], 390],
      [l('flasteri za žuljeve', 'blister plasters', 'пластыри от мозолей'), 'device', '', [6], 590],
      [
        l('sterilne komprese 10 × 10 cm', 'sterile compresses 10 × 10 cm', 'стерильные салфетки 10 × 10 см'),
        'device',
        '',
        [10],
        320,
      ],
      [l('elastični zavoj 8 cm', 'elastic bandage 8 cm', 'эластичный бинт 8 см'), 'device', '', [1], 260],
      [l('hidrofilna gaza 1 m²', 'absorbent gauze 1 m²', 'гигроскопичная марля 1 м²'), 'device', '', [1], 190],
      [
        l('flaster na kalemu 2,5 cm × 5 m', 'plaster on a roll 2.5 cm × 5 m', 'пластырь в катушке 2,5 см × 5 м'),
        'device',
        '',
        [1],
        230,
      ],
    ],
  },
  {
    cat: 'oci-i-usi',
    kind: 'device',
    brands: [
      ['Systane', 'Alcon', 1.2],
      ['Hylo', 'Ursapharm', 1.3],
      ['Artelac', 'Bausch + Lomb', 1.1],
    ],
    items: [
      [l('veštačke suze', 'artificial tears', 'искусственная слеза'), 'eyeDrops', '', [10], 1190],
      [l('gel za suvo oko', 'dry eye gel', 'гель для сухих глаз'), 'gel', '', [10], 1290],
    ],
  },
  {
    // Ear care apart from eye care: an eye-drop brand selling ear drops was a dataset slip.
    cat: 'oci-i-usi',
    kind: 'device',
    brands: [
      ['A-Cerumen', 'Gilbert', 1],
      ['Audispray', 'Diepharmex', 1],
    ],
    items: [
      [l('kapi za uši za higijenu', 'ear hygiene drops', 'капли для гигиены ушей'), 'earDrops', '', [10, 40], 890],
    ],
  },
  {
    cat: 'dijabetes',
    kind: 'device',
    brands: [
      ['Accu-Chek', 'Roche', 1.1],
      ['Contour Plus', 'Ascensia', 1],
      ['OneTouch Select Plus', 'LifeScan', 1],
    ],
    items: [
      [l('aparat za merenje šećera', 'blood glucose meter', 'глюкометр'), 'device', '', [1], 2990],
      [l('test trake', 'test strips', 'тест-полоски'), 'device', '', [50], 1890],
      [l('lancete', 'lancets', 'ланцеты'), 'device', '', [100, 200], 990],
    ],
  },
  {
    cat: 'trudnoca-i-dojenje',
    kind: 'device',
    brands: [
      ['Clearblue', 'SPD', 1.2],
      ['Medela', 'Medela', 1.3],
      ['Chicco', 'Artsana', 1],
    ],
    items: [
      [l('test za trudnoću', 'pregnancy test', 'тест на беременность'), 'device', '', [1, 2], 590],
      [l('jastučići za grudnjak', 'breast pads', 'вкладыши для бюстгальтера'), 'device', '', [30], 890],
      [l('krema za bradavice', 'nipple cream', 'крем для сосков'), 'cosmCream', '', [40], 1290],
    ],
  },
  {
    cat: 'nega-bebe',
    kind: 'device',
    brands: [
      ['NoseFrida', 'Frida Baby', 1.2],
      ['Physiomer Baby', 'Omega Pharma', 1.1],
      ['Stérimar Baby', 'Stérimar', 1],
    ],
    items: [
      [l('aspirator za nos', 'nasal aspirator', 'назальный аспиратор'), 'device', '', [1], 1490],
      [
        l('morska voda za bebe', 'sea water for babies', 'морская вода для младенцев'),
        'nasalSpray',
        '',
        [100, 115],
        990,
      ],
    ],
  },
  {
    cat: 'zapusen-nos',
    kind: 'device',
    brands: [
      ['Physiomer', 'Omega Pharma', 1.1],
      ['Stérimar', 'Stérimar', 1],
      ['Aqua Maris', 'Jadran', 0.9],
      ['Humer', 'Urgo', 1],
    ],
    items: [
      [
        l('izotonični sprej za nos', 'isotonic nasal spray', 'изотонический спрей для носа'),
        'nasalSpray',
        '',
        [50, 135],
        790,
      ],
      [
        l('hipertonični sprej za nos', 'hypertonic nasal spray', 'гипертонический спрей для носа'),
        'nasalSpray',
        '',
        [50, 135],
        890,
      ],
    ],
  },
];
