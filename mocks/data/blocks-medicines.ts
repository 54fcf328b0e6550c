import { l, type L10n } from '../lib/i18n';
import type { FormKey } from './forms';

/** What a product line is: decides the VAT rate and the description templates. */
export type GoodsKind = 'medicine' | 'supplement' | 'cosmetic' | 'device';

/** [form, dosage, pack sizes, price in RSD of the first pack size, rx override] */
type Variant = [FormKey, string, number[], number, boolean?];

/** [brand name as printed, manufacturer, price multiplier] */
export type Brand = [string, string, number];

export interface LineSeed {
  substance: L10n | null;
  /** leaf category slug */
  cat: string;
  kind: GoodsKind;
  rx: boolean;
  brands: Brand[];
  variants: Variant[];
  /** put the dosage into the name (medicines: "Brufen 400 mg") */
  dosageInName: boolean;
}

function med(substance: L10n, cat: string, rx: boolean, brands: Brand[], variants: Variant[]): LineSeed {
  return { substance, cat, kind: 'medicine', rx, brands, variants, dosageInName: true };
}

function sup(substance: L10n | null, cat: string, brands: Brand[], variants: Variant[]): LineSeed {
  return { substance, cat, kind: 'supplement', rx: false, brands, variants, dosageInName: true };
}

export const MEDICINES: LineSeed[] = [
  // Pain & fever
  med(
    l('paracetamol', 'paracetamol', 'парацетамол'),
    'analgetici',
    false,
    [
      ['Febricet', 'Hemofarm', 1],
      ['Paracetamol Galenika', 'Galenika', 0.9],
      ['Panadol', 'Haleon', 1.4],
      ['Efferalgan', 'UPSA', 1.3],
      ['Paracetamol Alkaloid', 'Alkaloid', 0.9],
    ],
    [
      ['tab', '500 mg', [10, 20, 30], 95],
      ['eff', '500 mg', [16], 260],
      ['syrup', '120 mg/5 ml', [100], 210],
      ['tab', '1000 mg', [10], 190],
    ],
  ),
  med(
    l('ibuprofen', 'ibuprofen', 'ибупрофен'),
    'analgetici',
    false,
    [
      ['Brufen', 'Mylan', 1.3],
      ['Ibuprofen Galenika', 'Galenika', 0.9],
      ['Nurofen', 'Reckitt', 1.5],
      ['Rapten', 'Hemofarm', 1],
      ['Ibalgin', 'Zentiva', 1.1],
    ],
    [
      ['film', '200 mg', [10, 20], 140],
      ['film', '400 mg', [20, 30], 280],
      ['film', '600 mg', [30], 390, true],
      ['susp', '100 mg/5 ml', [100], 330],
      ['caps', '400 mg', [10], 310],
    ],
  ),
  med(
    l('acetilsalicilna kiselina', 'acetylsalicylic acid', 'ацетилсалициловая кислота'),
    'analgetici',
    false,
    [
      ['Aspirin', 'Bayer', 1.3],
      ['Andol', 'Pliva', 1],
      ['Acetisal', 'Galenika', 0.9],
    ],
    [
      ['tab', '500 mg', [10, 20], 150],
      ['eff', '500 mg', [10], 290],
    ],
  ),
  med(
    l('metamizol', 'metamizole', 'метамизол'),
    'analgetici',
    true,
    [
      ['Analgin', 'Alkaloid', 1],
      ['Baralgin M', 'Sanofi', 1.3],
      ['Metamizol Hemofarm', 'Hemofarm', 0.9],
    ],
    [
      ['tab', '500 mg', [10, 20], 160],
      ['drops', '500 mg/ml', [20], 290],
    ],
  ),
  med(
    l(
      'propifenazon, paracetamol, kofein',
      'propyphenazone, paracetamol, caffeine',
      'пропифеназон, парацетамол, кофеин',
    ),
    'analgetici',
    false,
    [
      ['Kafetin', 'Alkaloid', 1],
      ['Caffetin Cold', 'Alkaloid', 1.2],
      ['Saridon', 'Bayer', 1.3],
    ],
    [['tab', '210/250/50 mg', [6, 12, 24], 130]],
  ),
  med(
    l('naproksen', 'naproxen', 'напроксен'),
    'analgetici',
    false,
    [
      ['Nalgesin', 'Krka', 1.1],
      ['Naproksen Hemofarm', 'Hemofarm', 0.9],
    ],
    [
      ['film', '275 mg', [10, 20], 210],
      ['tab', '500 mg', [30], 420, true],
    ],
  ),
  med(
    l('tramadol', 'tramadol', 'трамадол'),
    'analgetici',
    true,
    [
      ['Trodon', 'Hemofarm', 1],
      ['Tramadol Alkaloid', 'Alkaloid', 0.95],
    ],
    [
      ['caps', '50 mg', [20], 310],
      ['mr', '100 mg', [30], 560],
    ],
  ),
  med(
    l('sumatriptan', 'sumatriptan', 'суматриптан'),
    'analgetici',
    true,
    [
      ['Sumigra', 'Hemofarm', 1],
      ['Imigran', 'GSK', 1.5],
    ],
    [
      ['film', '50 mg', [2, 6], 480],
      ['film', '100 mg', [6], 1150],
    ],
  ),
  med(
    l('diklofenak', 'diclofenac', 'диклофенак'),
    'bol-u-misicima-i-zglobovima',
    true,
    [
      ['Diklofen', 'Galenika', 0.9],
      ['Naklofen', 'Krka', 1.1],
      ['Voltaren', 'Novartis', 1.4],
    ],
    [
      ['film', '50 mg', [20], 230],
      ['mr', '75 mg', [20], 320],
      ['mr', '100 mg', [20], 380],
    ],
  ),
  med(
    l('diklofenak (za kožu)', 'diclofenac (topical)', 'диклофенак (наружно)'),
    'bol-u-misicima-i-zglobovima',
    false,
    [
      ['Diklofen gel', 'Galenika', 0.9],
      ['Voltaren Emulgel', 'Haleon', 1.5],
      ['Naklofen gel', 'Krka', 1.1],
    ],
    [
      ['gel', '1%', [50, 100], 420],
      ['gel', '2%', [100], 890],
    ],
  ),
  med(
    l('ketoprofen', 'ketoprofen', 'кетопрофен'),
    'bol-u-misicima-i-zglobovima',
    false,
    [
      ['Fastum', 'Berlin-Chemie', 1.3],
      ['Ketonal', 'Sandoz', 1.1],
    ],
    [
      ['gel', '2,5%', [50, 100], 520],
      ['caps', '50 mg', [25], 450, true],
    ],
  ),
  med(
    l('ibuprofen (za kožu)', 'ibuprofen (topical)', 'ибупрофен (наружно)'),
    'bol-u-misicima-i-zglobovima',
    false,
    [
      ['Dolgit', 'Dolorgiet', 1.2],
      ['Brufen gel', 'Mylan', 1],
    ],
    [['cream', '5%', [50, 100], 480]],
  ),
  // Cold & flu
  med(
    l('ambroksol', 'ambroxol', 'амброксол'),
    'kasalj',
    false,
    [
      ['Flavamed', 'Berlin-Chemie', 1.2],
      ['Lazolvan', 'Sanofi', 1.3],
      ['Ambroksol Hemofarm', 'Hemofarm', 0.9],
      ['Bronhovit', 'Galenika', 0.95],
    ],
    [
      ['syrup', '15 mg/5 ml', [100, 200], 290],
      ['syrup', '30 mg/5 ml', [100], 340],
      ['tab', '30 mg', [20], 250],
    ],
  ),
  med(
    l('acetilcistein', 'acetylcysteine', 'ацетилцистеин'),
    'kasalj',
    false,
    [
      ['ACC', 'Sandoz', 1.2],
      ['Fluimukan', 'Sandoz', 1.1],
      ['Acetilcistein Alkaloid', 'Alkaloid', 0.9],
    ],
    [
      ['eff', '200 mg', [20], 390],
      ['eff', '600 mg', [10, 20], 520],
      ['sachet', '200 mg', [20], 430],
    ],
  ),
  med(
    l('bromheksin', 'bromhexine', 'бромгексин'),
    'kasalj',
    false,
    [
      ['Bromheksin Hemofarm', 'Hemofarm', 1],
      ['Bisolvon', 'Sanofi', 1.4],
      ['Bromheksin Zdravlje', 'Zdravlje Actavis', 0.95],
    ],
    [
      ['syrup', '4 mg/5 ml', [100], 250],
      ['tab', '8 mg', [20], 190],
    ],
  ),
  med(
    l('butamirat', 'butamirate', 'бутамират'),
    'kasalj',
    false,
    [
      ['Sinecod', 'Haleon', 1.3],
      ['Butamirat Galenika', 'Galenika', 0.9],
    ],
    [
      ['syrup', '1,5 mg/ml', [200], 520],
      ['drops', '5 mg/ml', [20], 460],
    ],
  ),
  med(
    l('ekstrakt lista bršljana', 'ivy leaf extract', 'экстракт листьев плюща'),
    'kasalj',
    false,
    [
      ['Prospan', 'Engelhard', 1.2],
      ['Hedelix', 'Krewel Meuselbach', 1.1],
      ['Bronhosan', 'Alkaloid', 0.9],
    ],
    [
      ['syrup', '35 mg/5 ml', [100, 200], 690],
      ['eff', '65 mg', [10], 640],
    ],
  ),
  med(
    l('benzidamin', 'benzydamine', 'бензидамин'),
    'bol-u-grlu',
    false,
    [
      ['Tantum Verde', 'Angelini', 1.3],
      ['Benzidamin Galenika', 'Galenika', 0.9],
    ],
    [
      ['oralSpray', '0,15%', [30], 620],
      ['loz', '3 mg', [20], 540],
      ['mouthwash', '0,15%', [120], 580],
    ],
  ),
  med(
    l(
      'amilmetakrezol, 2,4-dihlorbenzil alkohol',
      'amylmetacresol, 2,4-dichlorobenzyl alcohol',
      'амилметакрезол, 2,4-дихлорбензиловый спирт',
    ),
    'bol-u-grlu',
    false,
    [
      ['Strepsils', 'Reckitt', 1.3],
      ['Strepsils Med', 'Reckitt', 1.4],
      ['Faringal', 'Hemofarm', 0.9],
    ],
    [['loz', '0,6/1,2 mg', [16, 24], 420]],
  ),
  med(
    l('flurbiprofen', 'flurbiprofen', 'флурбипрофен'),
    'bol-u-grlu',
    false,
    [['Strepfen', 'Reckitt', 1.2]],
    [
      ['loz', '8,75 mg', [16], 590],
      ['oralSpray', '8,75 mg/doza', [15], 780],
    ],
  ),
  med(
    l('heksetidin', 'hexetidine', 'гексэтидин'),
    'bol-u-grlu',
    false,
    [
      ['Heksoral', 'Johnson & Johnson', 1.2],
      ['Stopangin', 'Teva', 1.1],
    ],
    [
      ['mouthwash', '0,1%', [200], 490],
      ['oralSpray', '0,2%', [40], 560],
    ],
  ),
  med(
    l('ksilometazolin', 'xylometazoline', 'ксилометазолин'),
    'zapusen-nos',
    false,
    [
      ['Nasic', 'Stada', 1.2],
      ['Olynth', 'Johnson & Johnson', 1.3],
      ['Rinolin', 'Galenika', 0.9],
      ['Xylo-Mepha', 'Hemofarm', 1],
    ],
    [
      ['nasalSpray', '0,05%', [10], 240],
      ['nasalSpray', '0,1%', [10, 15], 270],
    ],
  ),
  med(
    l('oksimetazolin', 'oxymetazoline', 'оксиметазолин'),
    'zapusen-nos',
    false,
    [
      ['Nasivin', 'Merck', 1.3],
      ['Afrin', 'Bayer', 1.3],
      ['Operil', 'Alkaloid', 0.9],
    ],
    [
      ['nasalSpray', '0,05%', [10], 330],
      ['drops', '0,025%', [10], 280],
    ],
  ),
  med(
    l(
      'paracetamol, fenilefrin, askorbinska kiselina',
      'paracetamol, phenylephrine, ascorbic acid',
      'парацетамол, фенилэфрин, аскорбиновая кислота',
    ),
    'prehlada-i-grip',
    false,
    [
      ['Fervex', 'UPSA', 1.3],
      ['Coldrex', 'Perrigo', 1.3],
      ['Theraflu', 'Haleon', 1.4],
      ['Flucold', 'Hemofarm', 1],
    ],
    [
      ['oralPowder', '500/10/200 mg', [8, 10], 520],
      ['tab', '500/5/30 mg', [12, 24], 380],
    ],
  ),
  med(
    l('oseltamivir', 'oseltamivir', 'осельтамивир'),
    'prehlada-i-grip',
    true,
    [
      ['Tamiflu', 'Roche', 1.2],
      ['Oseltamivir Hemofarm', 'Hemofarm', 1],
    ],
    [['caps', '75 mg', [10], 2350]],
  ),
  // Heart & blood pressure
  med(
    l('bisoprolol', 'bisoprolol', 'бисопролол'),
    'povisen-pritisak',
    true,
    [
      ['Concor', 'Merck', 1.3],
      ['Bisoprolol Hemofarm', 'Hemofarm', 0.9],
      ['Byol', 'Zdravlje Actavis', 0.95],
      ['Bisocard', 'Galenika', 0.9],
    ],
    [
      ['film', '2,5 mg', [30], 240],
      ['film', '5 mg', [30], 310],
      ['film', '10 mg', [30], 420],
    ],
  ),
  med(
    l('amlodipin', 'amlodipine', 'амлодипин'),
    'povisen-pritisak',
    true,
    [
      ['Norvasc', 'Pfizer', 1.5],
      ['Tenox', 'Krka', 1.1],
      ['Amlodipin Zdravlje', 'Zdravlje Actavis', 0.9],
      ['Amlogal', 'Galenika', 0.9],
    ],
    [
      ['tab', '5 mg', [20, 30], 210],
      ['tab', '10 mg', [30], 330],
    ],
  ),
  med(
    l('enalapril', 'enalapril', 'эналаприл'),
    'povisen-pritisak',
    true,
    [
      ['Enap', 'Krka', 1.1],
      ['Enalapril Hemofarm', 'Hemofarm', 0.9],
      ['Enalapril Zdravlje', 'Zdravlje Actavis', 0.9],
    ],
    [
      ['tab', '5 mg', [20], 150],
      ['tab', '10 mg', [20], 190],
      ['tab', '20 mg', [20], 240],
    ],
  ),
  med(
    l('ramipril', 'ramipril', 'рамиприл'),
    'povisen-pritisak',
    true,
    [
      ['Tritace', 'Sanofi', 1.4],
      ['Ampril', 'Krka', 1.1],
      ['Ramipril Hemofarm', 'Hemofarm', 0.9],
    ],
    [
      ['tab', '2,5 mg', [28], 230],
      ['tab', '5 mg', [28], 290],
      ['tab', '10 mg', [28], 410],
    ],
  ),
  med(
    l('losartan', 'losartan', 'лозартан'),
    'povisen-pritisak',
    true,
    [
      ['Lorista', 'Krka', 1.1],
      ['Presartan', 'Hemofarm', 0.95],
      ['Losartan Zdravlje', 'Zdravlje Actavis', 0.9],
    ],
    [
      ['film', '50 mg', [30], 330],
      ['film', '100 mg', [30], 470],
    ],
  ),
  med(
    l('valsartan', 'valsartan', 'валсартан'),
    'povisen-pritisak',
    true,
    [
      ['Diovan', 'Novartis', 1.5],
      ['Valsacor', 'Krka', 1.1],
      ['Valsartan Hemofarm', 'Hemofarm', 0.9],
    ],
    [
      ['film', '80 mg', [28], 390],
      ['film', '160 mg', [28], 560],
    ],
  ),
  med(
    l('perindopril', 'perindopril', 'периндоприл'),
    'povisen-pritisak',
    true,
    [
      ['Prestarium', 'Servier', 1.4],
      ['Prenessa', 'Krka', 1.1],
    ],
    [
      ['tab', '4 mg', [30], 420],
      ['tab', '8 mg', [30], 610],
    ],
  ),
  med(
    l('nebivolol', 'nebivolol', 'небиволол'),
    'povisen-pritisak',
    true,
    [
      ['Nebilet', 'Berlin-Chemie', 1.4],
      ['Nebivolol Hemofarm', 'Hemofarm', 0.9],
    ],
    [['tab', '5 mg', [28], 480]],
  ),
  med(
    l('indapamid', 'indapamide', 'индапамид'),
    'povisen-pritisak',
    true,
    [
      ['Tertensif SR', 'Servier', 1.4],
      ['Indapamid Hemofarm', 'Hemofarm', 0.9],
    ],
    [['mr', '1,5 mg', [30], 350]],
  ),
  med(
    l('karvedilol', 'carvedilol', 'карведилол'),
    'povisen-pritisak',
    true,
    [
      ['Karvileks', 'Hemofarm', 1],
      ['Carvelol', 'Galenika', 0.9],
    ],
    [
      ['tab', '6,25 mg', [30], 230],
      ['tab', '25 mg', [30], 390],
    ],
  ),
  med(
    l('atorvastatin', 'atorvastatin', 'аторвастатин'),
    'holesterol',
    true,
    [
      ['Sortis', 'Pfizer', 1.5],
      ['Atoris', 'Krka', 1.1],
      ['Atorvox', 'Hemofarm', 0.95],
      ['Atorvastatin Galenika', 'Galenika', 0.9],
    ],
    [
      ['film', '10 mg', [30], 390],
      ['film', '20 mg', [30], 520],
      ['film', '40 mg', [30], 740],
    ],
  ),
  med(
    l('rosuvastatin', 'rosuvastatin', 'розувастатин'),
    'holesterol',
    true,
    [
      ['Crestor', 'AstraZeneca', 1.5],
      ['Roswera', 'Krka', 1.1],
      ['Rosuvastatin Hemofarm', 'Hemofarm', 0.9],
    ],
    [
      ['film', '10 mg', [28], 560],
      ['film', '20 mg', [28], 790],
    ],
  ),
  med(
    l('simvastatin', 'simvastatin', 'симвастатин'),
    'holesterol',
    true,
    [
      ['Simvastatin Hemofarm', 'Hemofarm', 1],
      ['Vasilip', 'Krka', 1.1],
    ],
    [
      ['film', '20 mg', [28], 280],
      ['film', '40 mg', [28], 390],
    ],
  ),
  med(
    l('acetilsalicilna kiselina (kardio)', 'acetylsalicylic acid (cardio)', 'ацетилсалициловая кислота (кардио)'),
    'srce-i-pritisak',
    false,
    [
      ['Aspirin Protect', 'Bayer', 1.4],
      ['Cardiopirin', 'Alkaloid', 1],
      ['Aspirin Cardio Galenika', 'Galenika', 0.9],
    ],
    [['tab', '100 mg', [28, 56], 260]],
  ),
  med(
    l('klopidogrel', 'clopidogrel', 'клопидогрел'),
    'srce-i-pritisak',
    true,
    [
      ['Plavix', 'Sanofi', 1.5],
      ['Zyllt', 'Krka', 1.1],
      ['Klopidogrel Hemofarm', 'Hemofarm', 0.9],
    ],
    [['film', '75 mg', [28], 690]],
  ),
  // Digestion
  med(
    l('pantoprazol', 'pantoprazole', 'пантопразол'),
    'zeludac',
    true,
    [
      ['Controloc', 'Takeda', 1.4],
      ['Nolpaza', 'Krka', 1.1],
      ['Pantoprazol Hemofarm', 'Hemofarm', 0.9],
    ],
    [
      ['tab', '20 mg', [14, 28], 330, false],
      ['tab', '40 mg', [14, 28], 450],
    ],
  ),
  med(
    l('omeprazol', 'omeprazole', 'омепразол'),
    'zeludac',
    true,
    [
      ['Ultop', 'Krka', 1.1],
      ['Omeprazol Zdravlje', 'Zdravlje Actavis', 0.9],
      ['Omez', "Dr. Reddy's", 1],
    ],
    [
      ['caps', '20 mg', [14, 28], 290],
      ['caps', '40 mg', [14], 390],
    ],
  ),
  med(
    l('esomeprazol', 'esomeprazole', 'эзомепразол'),
    'zeludac',
    true,
    [
      ['Nexium', 'AstraZeneca', 1.5],
      ['Emanera', 'Krka', 1.1],
    ],
    [
      ['caps', '20 mg', [14, 28], 460],
      ['caps', '40 mg', [28], 880],
    ],
  ),
  med(
    l(
      'kalcijum-karbonat, magnezijum-karbonat',
      'calcium carbonate, magnesium carbonate',
      'кальция карбонат, магния карбонат',
    ),
    'zeludac',
    false,
    [
      ['Rennie', 'Bayer', 1.2],
      ['Gastal', 'Teva', 1.1],
    ],
    [['chew', '680/80 mg', [24, 48], 390]],
  ),
  med(
    l('simetikon', 'simeticone', 'симетикон'),
    'zeludac',
    false,
    [
      ['Espumisan', 'Berlin-Chemie', 1.2],
      ['Sab simplex', 'Pfizer', 1.2],
      ['Simetikon Galenika', 'Galenika', 0.9],
    ],
    [
      ['caps', '40 mg', [25, 50], 390],
      ['drops', '40 mg/ml', [30], 560],
    ],
  ),
  med(
    l('loperamid', 'loperamide', 'лоперамид'),
    'dijareja-i-zatvor',
    false,
    [
      ['Imodium', 'Johnson & Johnson', 1.4],
      ['Loperamid Hemofarm', 'Hemofarm', 0.9],
      ['Loperamid Galenika', 'Galenika', 0.9],
    ],
    [['caps', '2 mg', [10, 20], 180]],
  ),
  med(
    l('diosmektit', 'diosmectite', 'диосмектит'),
    'dijareja-i-zatvor',
    false,
    [['Smecta', 'Ipsen', 1.2]],
    [['oralPowder', '3 g', [10, 30], 620]],
  ),
  med(
    l('laktuloza', 'lactulose', 'лактулоза'),
    'dijareja-i-zatvor',
    false,
    [
      ['Duphalac', 'Abbott', 1.3],
      ['Laktuloza Hemofarm', 'Hemofarm', 0.9],
      ['Portalak', 'Belupo', 1],
    ],
    [['syrup', '667 mg/ml', [200, 500], 520]],
  ),
  med(
    l('bisakodil', 'bisacodyl', 'бисакодил'),
    'dijareja-i-zatvor',
    false,
    [
      ['Dulcolax', 'Sanofi', 1.3],
      ['Bisakodil Galenika', 'Galenika', 0.9],
    ],
    [['tab', '5 mg', [30], 260]],
  ),
  med(
    l('soli za oralnu rehidraciju', 'oral rehydration salts', 'соли для пероральной регидратации'),
    'dijareja-i-zatvor',
    false,
    [
      ['Orosal', 'Hemofarm', 1],
      ['Rehidron', 'Orion', 1.2],
    ],
    [['oralPowder', '', [10, 20], 240]],
  ),
  // Allergy
  med(
    l('cetirizin', 'cetirizine', 'цетиризин'),
    'alergija',
    false,
    [
      ['Zyrtec', 'UCB', 1.4],
      ['Letizen', 'Krka', 1.1],
      ['Cetirizin Hemofarm', 'Hemofarm', 0.9],
      ['Alercet', 'Galenika', 0.9],
    ],
    [
      ['film', '10 mg', [10, 20, 30], 190],
      ['drops', '10 mg/ml', [20], 380],
    ],
  ),
  med(
    l('loratadin', 'loratadine', 'лоратадин'),
    'alergija',
    false,
    [
      ['Claritine', 'Bayer', 1.4],
      ['Loratadin Galenika', 'Galenika', 0.9],
      ['Rinolan', 'Hemofarm', 1],
    ],
    [
      ['tab', '10 mg', [10, 30], 200],
      ['syrup', '5 mg/5 ml', [100], 360],
    ],
  ),
  med(
    l('desloratadin', 'desloratadine', 'дезлоратадин'),
    'alergija',
    false,
    [
      ['Aerius', 'Organon', 1.4],
      ['Nalergen', 'Hemofarm', 1],
      ['Dasselta', 'Krka', 1.1],
    ],
    [
      ['film', '5 mg', [10, 30], 330],
      ['syrup', '0,5 mg/ml', [150], 560],
    ],
  ),
  med(
    l('levocetirizin', 'levocetirizine', 'левоцетиризин'),
    'alergija',
    false,
    [
      ['Xyzal', 'UCB', 1.4],
      ['Zenaro', 'Zentiva', 1.1],
    ],
    [['film', '5 mg', [10, 28], 310]],
  ),
  med(
    l('feksofenadin', 'fexofenadine', 'фексофенадин'),
    'alergija',
    false,
    [
      ['Telfast', 'Sanofi', 1.4],
      ['Fexofen', 'Hemofarm', 1],
    ],
    [
      ['film', '120 mg', [10], 420],
      ['film', '180 mg', [10], 560],
    ],
  ),
  med(
    l('mometazon', 'mometasone', 'мометазон'),
    'alergija',
    true,
    [
      ['Nasonex', 'Organon', 1.4],
      ['Momeson', 'Hemofarm', 1],
    ],
    [['nasalSpray', '50 mcg/doza', [18], 1150]],
  ),
  // Eyes & ears
  med(
    l('tetrizolin', 'tetryzoline', 'тетризолин'),
    'oci-i-usi',
    false,
    [
      ['Visine Classic', 'Johnson & Johnson', 1.3],
      ['Tetrizolin Galenika', 'Galenika', 0.9],
    ],
    [['eyeDrops', '0,05%', [15], 390]],
  ),
  med(
    l('tobramicin', 'tobramycin', 'тобрамицин'),
    'oci-i-usi',
    true,
    [
      ['Tobrex', 'Alcon', 1.3],
      ['Tobramicin Hemofarm', 'Hemofarm', 1],
    ],
    [['eyeDrops', '3 mg/ml', [5], 480]],
  ),
  med(
    l('fenazon, lidokain', 'phenazone, lidocaine', 'феназон, лидокаин'),
    'oci-i-usi',
    false,
    [['Otipax', 'Biocodex', 1.2]],
    [['earDrops', '40/10 mg/g', [16], 690]],
  ),
  med(
    l('kromoglicinska kiselina', 'cromoglicic acid', 'кромоглициевая кислота'),
    'oci-i-usi',
    false,
    [
      ['Cromohexal', 'Sandoz', 1.1],
      ['Kromoglin', 'Galenika', 0.9],
    ],
    [['eyeDrops', '2%', [10], 420]],
  ),
  // Women's / men's health
  med(
    l('klotrimazol', 'clotrimazole', 'клотримазол'),
    'zensko-zdravlje',
    false,
    [
      ['Canesten', 'Bayer', 1.3],
      ['Klotrimazol Galenika', 'Galenika', 0.9],
    ],
    [
      ['vagCream', '2%', [20], 540],
      ['tab', '500 mg', [1], 590],
    ],
  ),
  med(
    l('flukonazol', 'fluconazole', 'флуконазол'),
    'zensko-zdravlje',
    true,
    [
      ['Diflucan', 'Pfizer', 1.5],
      ['Fluconal', 'Hemofarm', 1],
      ['Flukonazol Zdravlje', 'Zdravlje Actavis', 0.9],
    ],
    [
      ['caps', '150 mg', [1], 380],
      ['caps', '50 mg', [7], 520],
    ],
  ),
  med(
    l('drospirenon, etinilestradiol', 'drospirenone, ethinylestradiol', 'дроспиренон, этинилэстрадиол'),
    'zensko-zdravlje',
    true,
    [
      ['Yasmin', 'Bayer', 1.4],
      ['Midiana', 'Gedeon Richter', 1.1],
      ['Jeanine', 'Bayer', 1.3],
    ],
    [['film', '3/0,03 mg', [21, 63], 1250]],
  ),
  med(
    l('levonorgestrel', 'levonorgestrel', 'левоноргестрел'),
    'zensko-zdravlje',
    true,
    [
      ['Postinor', 'Gedeon Richter', 1.2],
      ['Escapelle', 'Gedeon Richter', 1.1],
    ],
    [['tab', '1,5 mg', [1], 1390]],
  ),
  med(
    l('sildenafil', 'sildenafil', 'силденафил'),
    'musko-zdravlje',
    true,
    [
      ['Viagra', 'Pfizer', 1.6],
      ['Vigrande', 'Zdravlje Actavis', 1],
      ['Sildenafil Hemofarm', 'Hemofarm', 0.9],
    ],
    [
      ['film', '50 mg', [4, 8], 990],
      ['film', '100 mg', [4], 1390],
    ],
  ),
  med(
    l('tadalafil', 'tadalafil', 'тадалафил'),
    'musko-zdravlje',
    true,
    [
      ['Cialis', 'Lilly', 1.6],
      ['Tadalafil Krka', 'Krka', 1],
      ['Tadalafil Hemofarm', 'Hemofarm', 0.9],
    ],
    [
      ['film', '5 mg', [28], 2450],
      ['film', '20 mg', [4], 1590],
    ],
  ),
  med(
    l('tamsulozin', 'tamsulosin', 'тамсулозин'),
    'musko-zdravlje',
    true,
    [
      ['Tamsol', 'Hemofarm', 1],
      ['Tamsulosin Sandoz', 'Sandoz', 1],
      ['Omnic', 'Astellas', 1.4],
    ],
    [['caps', '0,4 mg', [30], 720]],
  ),
  med(
    l('ekstrakt ploda patuljaste palme', 'saw palmetto fruit extract', 'экстракт плодов пальмы сабаль'),
    'musko-zdravlje',
    false,
    [
      ['Prostamol Uno', 'Berlin-Chemie', 1.2],
      ['Prostan', 'Hemofarm', 1],
    ],
    [['softcaps', '320 mg', [30, 60], 1290]],
  ),
  // Diabetes
  med(
    l('metformin', 'metformin', 'метформин'),
    'dijabetes',
    true,
    [
      ['Glucophage', 'Merck', 1.3],
      ['Metformin Hemofarm', 'Hemofarm', 0.9],
      ['Gluformin', 'Galenika', 0.9],
      ['Tefor', 'Zdravlje Actavis', 0.95],
    ],
    [
      ['film', '500 mg', [30, 60], 170],
      ['film', '850 mg', [30, 60], 220],
      ['film', '1000 mg', [30, 60], 260],
    ],
  ),
  med(
    l('glimepirid', 'glimepiride', 'глимепирид'),
    'dijabetes',
    true,
    [
      ['Amaryl', 'Sanofi', 1.4],
      ['Glimepirid Krka', 'Krka', 1],
      ['Limeral', 'Galenika', 0.9],
    ],
    [
      ['tab', '2 mg', [30], 310],
      ['tab', '4 mg', [30], 520],
    ],
  ),
  med(
    l('gliklazid', 'gliclazide', 'гликлазид'),
    'dijabetes',
    true,
    [
      ['Diaprel MR', 'Servier', 1.4],
      ['Gliklazid Hemofarm', 'Hemofarm', 0.9],
    ],
    [['mr', '60 mg', [30], 460]],
  ),
  // Infections (antibiotics are prescription-only)
  med(
    l('amoksicilin', 'amoxicillin', 'амоксициллин'),
    'infekcije',
    true,
    [
      ['Amoksicilin Hemofarm', 'Hemofarm', 0.9],
      ['Hiconcil', 'Krka', 1.1],
      ['Sinacilin', 'Galenika', 0.95],
      ['Ospamox', 'Sandoz', 1.1],
    ],
    [
      ['caps', '500 mg', [16], 330],
      ['powderSusp', '250 mg/5 ml', [1], 290],
      ['film', '1000 mg', [12], 520],
    ],
  ),
  med(
    l('amoksicilin, klavulanska kiselina', 'amoxicillin, clavulanic acid', 'амоксициллин, клавулановая кислота'),
    'infekcije',
    true,
    [
      ['Amoksiklav', 'Sandoz', 1.1],
      ['Panklav', 'Hemofarm', 1],
      ['Augmentin', 'GSK', 1.5],
      ['Klavocin', 'Pliva', 1],
    ],
    [
      ['film', '625 mg', [14], 690],
      ['film', '1 g', [14], 890],
      ['powderSusp', '457 mg/5 ml', [1], 720],
    ],
  ),
  med(
    l('azitromicin', 'azithromycin', 'азитромицин'),
    'infekcije',
    true,
    [
      ['Sumamed', 'Pliva', 1.3],
      ['Hemomycin', 'Hemofarm', 1.1],
      ['Azitromicin Zdravlje', 'Zdravlje Actavis', 0.9],
    ],
    [
      ['film', '500 mg', [3], 520],
      ['caps', '250 mg', [6], 560],
      ['powderSusp', '200 mg/5 ml', [1], 630],
    ],
  ),
  med(
    l('cefaleksin', 'cefalexin', 'цефалексин'),
    'infekcije',
    true,
    [
      ['Palitrex', 'Galenika', 1],
      ['Cefaleksin Hemofarm', 'Hemofarm', 0.95],
    ],
    [['caps', '500 mg', [16], 420]],
  ),
  med(
    l('cefuroksim', 'cefuroxime', 'цефуроксим'),
    'infekcije',
    true,
    [
      ['Zinnat', 'GSK', 1.5],
      ['Xorimax', 'Sandoz', 1.1],
      ['Cefuroksim Zdravlje', 'Zdravlje Actavis', 0.95],
    ],
    [
      ['film', '250 mg', [10], 640],
      ['film', '500 mg', [10], 990],
    ],
  ),
  med(
    l('ciprofloksacin', 'ciprofloxacin', 'ципрофлоксацин'),
    'infekcije',
    true,
    [
      ['Ciprocinal', 'Zdravlje Actavis', 1],
      ['Ciprofloxacin Hemofarm', 'Hemofarm', 0.95],
      ['Ciprobay', 'Bayer', 1.4],
    ],
    [
      ['film', '250 mg', [10], 290],
      ['film', '500 mg', [10], 420],
    ],
  ),
  med(
    l('klaritromicin', 'clarithromycin', 'кларитромицин'),
    'infekcije',
    true,
    [
      ['Fromilid', 'Krka', 1.1],
      ['Klacid', 'Abbott', 1.4],
      ['Lekoklar', 'Sandoz', 1],
    ],
    [
      ['film', '250 mg', [14], 590],
      ['film', '500 mg', [14], 960],
    ],
  ),
  med(
    l('doksiciklin', 'doxycycline', 'доксициклин'),
    'infekcije',
    true,
    [
      ['Dovicin', 'Galenika', 1],
      ['Doksiciklin Hemofarm', 'Hemofarm', 0.95],
    ],
    [['caps', '100 mg', [10], 310]],
  ),
  med(
    l('metronidazol', 'metronidazole', 'метронидазол'),
    'infekcije',
    true,
    [
      ['Orvagil', 'Galenika', 1],
      ['Efloran', 'Krka', 1.1],
    ],
    [
      ['tab', '250 mg', [20], 230],
      ['tab', '400 mg', [20], 330],
    ],
  ),
  med(
    l('aciklovir', 'aciclovir', 'ацикловир'),
    'infekcije',
    false,
    [
      ['Zovirax', 'GSK', 1.5],
      ['Aciklovir Hemofarm', 'Hemofarm', 0.9],
      ['Herplex', 'Galenika', 0.9],
    ],
    [
      ['cream', '5%', [2, 5], 320],
      ['tab', '400 mg', [35], 980, true],
    ],
  ),
  med(
    l('terbinafin', 'terbinafine', 'тербинафин'),
    'infekcije',
    false,
    [
      ['Lamisil', 'Haleon', 1.4],
      ['Terbisil', 'Gedeon Richter', 1.1],
      ['Terbinafin Galenika', 'Galenika', 0.9],
    ],
    [
      ['cream', '1%', [15, 30], 480],
      ['tab', '250 mg', [14], 1150, true],
    ],
  ),
  // Nerves & sleep
  med(
    l('diazepam', 'diazepam', 'диазепам'),
    'nervni-sistem',
    true,
    [
      ['Bensedin', 'Galenika', 1],
      ['Diazepam Hemofarm', 'Hemofarm', 0.95],
    ],
    [
      ['tab', '2 mg', [30], 110],
      ['tab', '5 mg', [30], 140],
      ['tab', '10 mg', [30], 180],
    ],
  ),
  med(
    l('bromazepam', 'bromazepam', 'бромазепам'),
    'nervni-sistem',
    true,
    [
      ['Lexilium', 'Alkaloid', 1],
      ['Bromazepam Hemofarm', 'Hemofarm', 0.95],
    ],
    [
      ['tab', '1,5 mg', [30], 160],
      ['tab', '3 mg', [30], 190],
    ],
  ),
  med(
    l('alprazolam', 'alprazolam', 'алпразолам'),
    'nervni-sistem',
    true,
    [
      ['Xanax', 'Pfizer', 1.5],
      ['Helex', 'Krka', 1.1],
      ['Ksalol', 'Galenika', 0.9],
    ],
    [
      ['tab', '0,25 mg', [30], 190],
      ['tab', '0,5 mg', [30], 240],
      ['tab', '1 mg', [30], 330],
    ],
  ),
  med(
    l('sertralin', 'sertraline', 'сертралин'),
    'nervni-sistem',
    true,
    [
      ['Zoloft', 'Pfizer', 1.5],
      ['Asentra', 'Krka', 1.1],
      ['Sertralin Hemofarm', 'Hemofarm', 0.9],
    ],
    [
      ['film', '50 mg', [28], 560],
      ['film', '100 mg', [28], 890],
    ],
  ),
  med(
    l('escitalopram', 'escitalopram', 'эсциталопрам'),
    'nervni-sistem',
    true,
    [
      ['Cipralex', 'Lundbeck', 1.5],
      ['Elicea', 'Krka', 1.1],
      ['Escitalopram Hemofarm', 'Hemofarm', 0.9],
    ],
    [
      ['film', '10 mg', [28], 690],
      ['film', '20 mg', [28], 1090],
    ],
  ),
  med(
    l('ekstrakt korena valerijane', 'valerian root extract', 'экстракт корня валерианы'),
    'nervni-sistem',
    false,
    [
      ['Valerijana Hemofarm', 'Hemofarm', 1],
      ['Sedatif', 'Galenika', 0.9],
      ['Persen', 'Sandoz', 1.3],
    ],
    [
      ['film', '250 mg', [30, 60], 390],
      ['drops', '', [30], 320],
    ],
  ),
  med(
    l('ekstrakt lista ginka', 'ginkgo leaf extract', 'экстракт листьев гинкго'),
    'nervni-sistem',
    false,
    [
      ['Bilobil', 'Krka', 1.1],
      ['Tanakan', 'Ipsen', 1.3],
      ['Ginkgo Galenika', 'Galenika', 0.9],
    ],
    [
      ['caps', '40 mg', [20, 60], 560],
      ['caps', '120 mg', [60], 1590],
    ],
  ),
  // First aid: antiseptics (medicines)
  med(
    l('povidon-jod', 'povidone-iodine', 'повидон-йод'),
    'zavojni-materijal',
    false,
    [
      ['Betadine', 'Alkaloid', 1.2],
      ['Povidon Jod Hemofarm', 'Hemofarm', 0.9],
    ],
    [
      ['solution', '10%', [30, 100], 340],
      ['ointment', '10%', [20], 420],
    ],
  ),
  med(
    l('oktenidin', 'octenidine', 'октенидин'),
    'zavojni-materijal',
    false,
    [['Octenisept', 'Schülke', 1.2]],
    [
      ['solution', '0,1%', [50, 250], 690],
      ['spray', '0,1%', [50], 790],
    ],
  ),
  med(
    l('vodonik-peroksid', 'hydrogen peroxide', 'перекись водорода'),
    'zavojni-materijal',
    false,
    [
      ['Hidrogen Galenika', 'Galenika', 1],
      ['Hidrogen peroksid Hemofarm', 'Hemofarm', 1],
    ],
    [['solution', '3%', [100, 200], 120]],
  ),
  med(
    l('dekspantenol', 'dexpanthenol', 'декспантенол'),
    'zavojni-materijal',
    false,
    [
      ['Bepanthen', 'Bayer', 1.3],
      ['Panthenol Galenika', 'Galenika', 0.9],
      ['Pantenol Hemofarm', 'Hemofarm', 0.95],
    ],
    [
      ['ointment', '5%', [30, 100], 520],
      ['spray', '4,63%', [130], 890],
    ],
  ),
  med(
    l('drotaverin', 'drotaverine', 'дротаверин'),
    'zeludac',
    false,
    [
      ['No-Spa', 'Sanofi', 1.3],
      ['Drotaverin Hemofarm', 'Hemofarm', 0.9],
      ['Spasmex', 'Galenika', 0.95],
    ],
    [
      ['tab', '40 mg', [20, 40], 260],
      ['tab', '80 mg', [20], 390],
    ],
  ),
  med(
    l('mebeverin', 'mebeverine', 'мебеверин'),
    'zeludac',
    true,
    [
      ['Duspatalin', 'Abbott', 1.3],
      ['Mebeverin Hemofarm', 'Hemofarm', 0.9],
    ],
    [
      ['mr', '200 mg', [30], 890],
      ['film', '135 mg', [50], 720],
    ],
  ),
  med(
    l('pankreatin', 'pancreatin', 'панкреатин'),
    'zeludac',
    false,
    [
      ['Creon', 'Abbott', 1.3],
      ['Panzytrat', 'Nordmark', 1.2],
      ['Pankreatin Galenika', 'Galenika', 0.9],
    ],
    [
      ['caps', '10 000 j.', [20, 50], 690],
      ['caps', '25 000 j.', [20], 1090],
    ],
  ),
  med(
    l('diosmin, hesperidin', 'diosmin, hesperidin', 'диосмин, гесперидин'),
    'srce-i-pritisak',
    false,
    [
      ['Detralex', 'Servier', 1.3],
      ['Venosmil', 'Hemofarm', 1],
      ['Diosmin Galenika', 'Galenika', 0.9],
    ],
    [
      ['film', '500 mg', [30, 60], 790],
      ['film', '1000 mg', [30], 1290],
    ],
  ),
  med(
    l('ibuprofen, pseudoefedrin', 'ibuprofen, pseudoephedrine', 'ибупрофен, псевдоэфедрин'),
    'prehlada-i-grip',
    false,
    [
      ['Nurofen Cold & Flu', 'Reckitt', 1.3],
      ['Rapten Plus', 'Hemofarm', 1],
      ['Modafen', 'Zentiva', 1.1],
    ],
    [['film', '200/30 mg', [12, 24], 420]],
  ),
  med(
    l('hidrokortizon', 'hydrocortisone', 'гидрокортизон'),
    'alergija',
    false,
    [
      ['Hydrocortison Galenika', 'Galenika', 0.9],
      ['Fenistil Hydrocort', 'Haleon', 1.3],
    ],
    [['cream', '1%', [15, 30], 390]],
  ),
  med(
    l('dimetinden', 'dimetindene', 'диметинден'),
    'alergija',
    false,
    [
      ['Fenistil', 'Haleon', 1.3],
      ['Dimetinden Hemofarm', 'Hemofarm', 0.9],
    ],
    [
      ['gel', '0,1%', [30, 50], 560],
      ['drops', '1 mg/ml', [20], 620],
    ],
  ),
  med(
    l('hlorheksidin', 'chlorhexidine', 'хлоргексидин'),
    'oralna-higijena',
    false,
    [
      ['Curasept', 'Curaden', 1.2],
      ['Hlorheksidin Hemofarm', 'Hemofarm', 0.9],
      ['Eludril', 'Pierre Fabre', 1.2],
    ],
    [
      ['mouthwash', '0,12%', [200, 500], 590],
      ['gel', '1%', [30], 690],
    ],
  ),
  med(
    l('levotiroksin', 'levothyroxine', 'левотироксин'),
    'zensko-zdravlje',
    true,
    [
      ['Euthyrox', 'Merck', 1.2],
      ['Letrox', 'Berlin-Chemie', 1.1],
      ['Tiroksin Galenika', 'Galenika', 0.9],
    ],
    [
      ['tab', '25 mcg', [50, 100], 240],
      ['tab', '50 mcg', [50, 100], 260],
      ['tab', '100 mcg', [50, 100], 310],
    ],
  ),
  sup(
    l('koenzim Q10', 'coenzyme Q10', 'коэнзим Q10'),
    'srce-i-pritisak',
    [
      ['Q10 Hemofarm', 'Hemofarm', 1],
      ['Koenzim Q10 Esensa', 'Esensa', 0.85],
      ['Cardio Q10', 'Galenika', 0.95],
    ],
    [
      ['softcaps', '30 mg', [30], 890],
      ['softcaps', '100 mg', [30, 60], 1490],
    ],
  ),
  sup(
    l('vitamin B12', 'vitamin B12', 'витамин B12'),
    'vitamini',
    [
      ['B12 Hemofarm', 'Hemofarm', 1],
      ['Vitamin B12 Esensa', 'Esensa', 0.85],
    ],
    [
      ['oralSpray', '1000 mcg/doza', [25], 990],
      ['tab', '500 mcg', [30], 590],
    ],
  ),
  // Supplements
  sup(
    l('vitamin C', 'vitamin C', 'витамин C'),
    'vitamini',
    [
      ['Plivit C', 'Pliva', 1],
      ['Redoxon', 'Bayer', 1.3],
      ['Cevital', 'Hemofarm', 1],
      ['Vitamin C Galenika', 'Galenika', 0.9],
      ['Esensa C', 'Esensa', 0.85],
    ],
    [
      ['eff', '500 mg', [20], 290],
      ['eff', '1000 mg', [10, 20], 380],
      ['chew', '500 mg', [30], 420],
      ['caps', '1000 mg', [30], 690],
    ],
  ),
  sup(
    l('vitamin D3', 'vitamin D3', 'витамин D3'),
    'vitamini',
    [
      ['Vigantol', 'Merck', 1.2],
      ['D3 Max', 'Hemofarm', 1],
      ['Devit', 'Galenika', 0.95],
      ['Vitamin D3 Esensa', 'Esensa', 0.85],
    ],
    [
      ['drops', '400 IJ/kap', [10], 690],
      ['tab', '1000 IJ', [60], 590],
      ['softcaps', '2000 IJ', [60], 790],
      ['oralSpray', '1000 IJ/doza', [15], 990],
    ],
  ),
  sup(
    l('vitamini B kompleksa', 'vitamin B complex', 'комплекс витаминов группы B'),
    'vitamini',
    [
      ['Beviplex', 'Galenika', 1],
      ['Neurobion', 'Merck', 1.3],
      ['B Complex Hemofarm', 'Hemofarm', 1],
    ],
    [['film', '', [30, 60], 420]],
  ),
  sup(
    l('multivitamini i minerali', 'multivitamins and minerals', 'мультивитамины и минералы'),
    'vitamini',
    [
      ['Centrum', 'Haleon', 1.3],
      ['Supradyn', 'Bayer', 1.3],
      ['Multivita', 'Hemofarm', 1],
      ['Pharmaton', 'Sanofi', 1.4],
      ['Vitamax', 'Galenika', 0.95],
    ],
    [
      ['film', '', [30, 60], 1290],
      ['eff', '', [20], 890],
    ],
  ),
  sup(
    l('omega-3 masne kiseline', 'omega-3 fatty acids', 'омега-3 жирные кислоты'),
    'vitamini',
    [
      ['Omega 3 Hemofarm', 'Hemofarm', 1],
      ['Omegor', 'Galenika', 1],
      ['Lysi Omega-3', 'Lysi', 1.2],
    ],
    [['softcaps', '1000 mg', [30, 60, 100], 890]],
  ),
  sup(
    l('vitamin E', 'vitamin E', 'витамин E'),
    'vitamini',
    [
      ['Vitamin E Hemofarm', 'Hemofarm', 1],
      ['Evit', 'Galenika', 0.9],
    ],
    [['softcaps', '400 IJ', [30], 560]],
  ),
  sup(
    l('magnezijum, vitamin B6', 'magnesium, vitamin B6', 'магний, витамин B6'),
    'minerali',
    [
      ['Magnefar B6', 'Hemofarm', 1],
      ['Magne B6', 'Sanofi', 1.3],
      ['Magnezijum Galenika', 'Galenika', 0.9],
      ['Magnesium Diasporal', 'Protina', 1.2],
    ],
    [
      ['tab', '', [30, 60], 420],
      ['eff', '375 mg', [20], 390],
      ['sachet', '300 mg', [20], 520],
    ],
  ),
  sup(
    l('cink', 'zinc', 'цинк'),
    'minerali',
    [
      ['Zinkovit', 'Hemofarm', 1],
      ['Cinkoral', 'Galenika', 0.9],
      ['Zinc Esensa', 'Esensa', 0.85],
    ],
    [
      ['tab', '15 mg', [30], 390],
      ['eff', '25 mg', [20], 420],
    ],
  ),
  sup(
    l('kalcijum, vitamin D3', 'calcium, vitamin D3', 'кальций, витамин D3'),
    'minerali',
    [
      ['Calcium Sandoz', 'Sandoz', 1.2],
      ['Kalcijum D3 Hemofarm', 'Hemofarm', 1],
      ['Calcichew D3', 'Takeda', 1.3],
    ],
    [
      ['eff', '500 mg', [20], 490],
      ['chew', '500 mg/400 IJ', [30, 60], 620],
    ],
  ),
  sup(
    l('gvožđe', 'iron', 'железо'),
    'minerali',
    [
      ['Ferrum Lek', 'Sandoz', 1.2],
      ['Tardyferon', 'Pierre Fabre', 1.3],
      ['Ferovit', 'Hemofarm', 1],
    ],
    [
      ['chew', '100 mg', [30], 560],
      ['syrup', '50 mg/5 ml', [100], 520],
      ['caps', '30 mg', [30], 620],
    ],
  ),
  sup(
    l('kalijum, magnezijum', 'potassium, magnesium', 'калий, магний'),
    'minerali',
    [
      ['Panangin', 'Gedeon Richter', 1.2],
      ['Kalimag', 'Galenika', 0.9],
    ],
    [['film', '', [50], 560]],
  ),
  sup(
    l('ehinacea', 'echinacea', 'эхинацея'),
    'imunitet',
    [
      ['Echinacea Hemofarm', 'Hemofarm', 1],
      ['Echinaforce', 'A. Vogel', 1.3],
      ['Ehinacea Galenika', 'Galenika', 0.9],
    ],
    [
      ['tab', '', [30, 60], 620],
      ['drops', '', [50], 790],
    ],
  ),
  sup(
    l('propolis', 'propolis', 'прополис'),
    'imunitet',
    [
      ['Propolis Bioprotect', 'Biofarm', 1],
      ['Propomax', 'Galenika', 0.95],
      ['Propolis Esensa', 'Esensa', 0.9],
    ],
    [
      ['oralSpray', '', [30], 690],
      ['drops', '', [30], 590],
      ['loz', '', [20], 390],
    ],
  ),
  sup(
    l('beta-glukan', 'beta-glucan', 'бета-глюкан'),
    'imunitet',
    [
      ['Imunoglukan P4H', 'Pleuran', 1.3],
      ['Beta Glukan Hemofarm', 'Hemofarm', 1],
    ],
    [
      ['caps', '100 mg', [30], 1490],
      ['syrup', '10 mg/5 ml', [120], 1290],
    ],
  ),
  sup(
    l('vitamin C, cink, vitamin D3', 'vitamin C, zinc, vitamin D3', 'витамин C, цинк, витамин D3'),
    'imunitet',
    [
      ['Imunofort', 'Galenika', 1],
      ['Immunovit', 'Hemofarm', 1],
      ['Imuno Kids', 'Esensa', 0.9],
    ],
    [
      ['eff', '', [20], 590],
      ['syrup', '', [150], 890],
      ['amp', '', [10], 990],
    ],
  ),
  sup(
    null,
    'probiotici',
    [
      ['Linex', 'Sandoz', 1.2],
      ['Bulardi', 'Hemofarm', 1],
      ['Probiotik Esensa', 'Esensa', 0.9],
      ['Enterogermina', 'Sanofi', 1.3],
      ['Lactogermina', 'Galenika', 1],
    ],
    [
      ['caps', '', [10, 20, 30], 560],
      ['sachet', '', [10], 690],
      ['drops', '', [8], 1290],
      ['amp', '5 ml', [10], 990],
    ],
  ),
  sup(
    l('brusnica', 'cranberry', 'клюква'),
    'zensko-zdravlje',
    [
      ['Cystenium', 'Hemofarm', 1],
      ['Urinal', 'Walmark', 1.2],
      ['Brusnica Esensa', 'Esensa', 0.85],
    ],
    [
      ['caps', '', [30], 990],
      ['sachet', '', [14], 1190],
    ],
  ),
  sup(
    l('folna kiselina', 'folic acid', 'фолиевая кислота'),
    'trudnoca-i-dojenje',
    [
      ['Folacin', 'Jadran', 1],
      ['Folna kiselina Galenika', 'Galenika', 0.9],
    ],
    [
      ['tab', '0,4 mg', [30, 90], 290],
      ['tab', '5 mg', [30], 330],
    ],
  ),
  sup(
    l('vitamini i minerali za trudnice', 'pregnancy vitamins and minerals', 'витамины и минералы для беременных'),
    'trudnoca-i-dojenje',
    [
      ['Femibion', 'Merck', 1.3],
      ['Elevit Pronatal', 'Bayer', 1.3],
      ['Mamavit', 'Hemofarm', 1],
      ['Prenatal Esensa', 'Esensa', 0.85],
    ],
    [['film', '', [30, 60], 1790]],
  ),
  sup(
    l('melatonin', 'melatonin', 'мелатонин'),
    'nervni-sistem',
    [
      ['Melatonin Hemofarm', 'Hemofarm', 1],
      ['Circadin', 'Takeda', 1.4],
      ['Melatonin Esensa', 'Esensa', 0.85],
    ],
    [
      ['tab', '1 mg', [30, 60], 490],
      ['tab', '5 mg', [30], 690],
      ['oralSpray', '1 mg/doza', [30], 890],
    ],
  ),
  sup(
    l('glukozamin, hondroitin', 'glucosamine, chondroitin', 'глюкозамин, хондроитин'),
    'bol-u-misicima-i-zglobovima',
    [
      ['Flexid', 'Hemofarm', 1],
      ['Artrogen', 'Galenika', 0.95],
      ['Chondro Esensa', 'Esensa', 0.85],
    ],
    [
      ['film', '', [60, 90], 1590],
      ['sachet', '', [30], 1790],
    ],
  ),
];
