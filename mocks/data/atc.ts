/**
 * The WHO ATC classification as far as the dataset's medicines need it: the anatomical main
 * groups (level 1), their therapeutic subgroups (level 2), and each active substance's code.
 * Names are the WHO ones, in Serbian (Latin), English and Russian.
 */
import type { L10n } from '../lib/i18n';
import atcGroupSeeds from './atcGroups.seed.json';
import type { FormKey } from './forms';

export interface AtcGroupSeed {
  code: string;
  name: L10n;
  /** the level-1 group of a level-2 one; null for level 1 */
  parent: string | null;
}

/** The groups (atcGroups.seed.json), level 1 before its level-2 groups; a level-2 code starts with its parent's. */
export const ATC_GROUPS: AtcGroupSeed[] = atcGroupSeeds.map(({ code, name }) => ({
  code,
  name,
  parent: code.length === 1 ? null : code.slice(0, 1),
}));

/**
 * The code of each medicine's active substance, keyed by its Serbian name (the dataset's
 * substance key). A substance whose forms act on different organs (a cream and tablets) has its
 * usual code and the codes of the other forms.
 */
const SUBSTANCE_ATC: Record<string, string | [string, Partial<Record<FormKey, string>>]> = {
  paracetamol: 'N02BE01',
  ibuprofen: 'M01AE01',
  'acetilsalicilna kiselina': 'N02BA01',
  metamizol: 'N02BB02',
  'propifenazon, paracetamol, kofein': 'N02BB54',
  naproksen: 'M01AE02',
  tramadol: 'N02AX02',
  sumatriptan: 'N02CC01',
  diklofenak: 'M01AB05',
  'diklofenak (za kožu)': 'M02AA15',
  ketoprofen: ['M02AA10', { caps: 'M01AE03' }],
  'ibuprofen (za kožu)': 'M02AA13',
  ambroksol: 'R05CB06',
  acetilcistein: 'R05CB01',
  bromheksin: 'R05CB02',
  butamirat: 'R05DB13',
  'ekstrakt lista bršljana': 'R05CA12',
  benzidamin: 'A01AD02',
  'amilmetakrezol, 2,4-dihlorbenzil alkohol': 'R02AA20',
  flurbiprofen: 'R02AX01',
  heksetidin: 'A01AB12',
  ksilometazolin: 'R01AA07',
  oksimetazolin: 'R01AA05',
  'paracetamol, fenilefrin, askorbinska kiselina': 'N02BE51',
  oseltamivir: 'J05AH02',
  bisoprolol: 'C07AB07',
  amlodipin: 'C08CA01',
  enalapril: 'C09AA02',
  ramipril: 'C09AA05',
  losartan: 'C09CA01',
  valsartan: 'C09CA03',
  perindopril: 'C09AA04',
  nebivolol: 'C07AB12',
  indapamid: 'C03BA11',
  karvedilol: 'C07AG02',
  atorvastatin: 'C10AA05',
  rosuvastatin: 'C10AA07',
  simvastatin: 'C10AA01',
  'acetilsalicilna kiselina (kardio)': 'B01AC06',
  klopidogrel: 'B01AC04',
  pantoprazol: 'A02BC02',
  omeprazol: 'A02BC01',
  esomeprazol: 'A02BC05',
  'kalcijum-karbonat, magnezijum-karbonat': 'A02AX',
  simetikon: 'A03AX13',
  loperamid: 'A07DA03',
  diosmektit: 'A07BC05',
  laktuloza: 'A06AD11',
  bisakodil: 'A06AB02',
  // WHO gives the oral rehydration salts a level-4 group only.
  'soli za oralnu rehidraciju': 'A07CA',
  cetirizin: 'R06AE07',
  loratadin: 'R06AX13',
  desloratadin: 'R06AX27',
  levocetirizin: 'R06AE09',
  feksofenadin: 'R06AX26',
  mometazon: 'R01AD09',
  tetrizolin: 'S01GA02',
  tobramicin: 'S01AA12',
  'fenazon, lidokain': 'S02DA30',
  'kromoglicinska kiselina': 'S01GX01',
  klotrimazol: 'G01AF02',
  flukonazol: 'J02AC01',
  'drospirenon, etinilestradiol': 'G03AA12',
  levonorgestrel: 'G03AD01',
  sildenafil: 'G04BE03',
  tadalafil: 'G04BE08',
  tamsulozin: 'G04CA02',
  'ekstrakt ploda patuljaste palme': 'G04CX02',
  metformin: 'A10BA02',
  glimepirid: 'A10BB12',
  gliklazid: 'A10BB09',
  amoksicilin: 'J01CA04',
  'amoksicilin, klavulanska kiselina': 'J01CR02',
  azitromicin: 'J01FA10',
  cefaleksin: 'J01DB01',
  cefuroksim: 'J01DC02',
  ciprofloksacin: 'J01MA02',
  klaritromicin: 'J01FA09',
  doksiciklin: 'J01AA02',
  metronidazol: 'P01AB01',
  aciklovir: ['D06BB03', { tab: 'J05AB01' }],
  terbinafin: ['D01AE15', { tab: 'D01BA02' }],
  diazepam: 'N05BA01',
  bromazepam: 'N05BA08',
  alprazolam: 'N05BA12',
  sertralin: 'N06AB06',
  escitalopram: 'N06AB10',
  'ekstrakt korena valerijane': 'N05CM09',
  'ekstrakt lista ginka': 'N06DX02',
  'povidon-jod': 'D08AG02',
  oktenidin: 'D08AJ57',
  'vodonik-peroksid': 'D08AX01',
  dekspantenol: 'D03AX03',
  drotaverin: 'A03AD02',
  mebeverin: 'A03AA04',
  pankreatin: 'A09AA02',
  'diosmin, hesperidin': 'C05CA53',
  'ibuprofen, pseudoefedrin': 'M01AE51',
  hidrokortizon: 'D07AA02',
  dimetinden: ['D04AA13', { drops: 'R06AB03' }],
  hlorheksidin: 'A01AB03',
  levotiroksin: 'H03AA01',
};

/** A medicine's ATC code by its substance and form; null for what is not a medicine or not classified. */
export function atcCodeOf(substanceKey: string | null, formKey: FormKey): string | null {
  const entry = substanceKey === null ? undefined : SUBSTANCE_ATC[substanceKey];
  if (entry === undefined) return null;
  if (typeof entry === 'string') return entry;
  return entry[1][formKey] ?? entry[0];
}
