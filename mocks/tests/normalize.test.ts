import { normalize, normalizeAlt, searchForms } from '../lib/normalize';
import { matchRank, parseQuery } from '../services/search';
import { getDataset } from '../data/dataset';

describe('search normaliser', () => {
  it('lower-cases and folds Serbian diacritics', () => {
    expect(normalize('ČAJ Ćup Šargarepa Žalfija')).toBe('caj cup sargarepa zalfija');
    expect(normalize('Đurđevak')).toBe('djurdjevak');
    expect(normalizeAlt('Đurđevak')).toBe('durdevak');
    expect(searchForms('Đak')).toEqual(['djak', 'dak']);
    expect(searchForms('Brufen')).toEqual(['brufen']);
  });

  it('transliterates Serbian Cyrillic', () => {
    expect(normalize('Љубав њива џем ђак ћуп чај шума жаба ј')).toBe('ljubav njiva dzem djak cup caj suma zaba j');
    expect(normalize('Бруфен')).toBe('brufen');
  });

  it('transliterates Russian Cyrillic', () => {
    expect(normalize('Парацетамол')).toBe('paracetamol');
    expect(normalize('ибупрофен')).toBe('ibuprofen');
    expect(normalize('мыло эхо юла яма йод щи хлеб цвет ёж объём')).toBe(
      'mylo eho jula jama jod sci hleb cvet ez obem',
    );
  });

  it('drops other accents and punctuation', () => {
    expect(normalize('Avène  Bariésun, SPF-50+')).toBe('avene bariesun spf 50');
    expect(normalize('  ')).toBe('');
  });

  it('matches Cyrillic queries to Latin products and ranks name prefixes first', () => {
    const ds = getDataset();
    const q = parseQuery('бруфен');
    if (!q) throw new Error('query');
    const brufen = ds.products.filter((p) => p.name.sr.startsWith('Brufen'));
    expect(brufen.length).toBeGreaterThan(0);
    for (const p of brufen) expect(matchRank(p, q)).toBe(0);

    const para = parseQuery('парацетамол');
    if (!para) throw new Error('query');
    const febricet = ds.products.find((p) => p.name.sr.startsWith('Febricet'));
    const paracetamolGalenika = ds.products.find((p) => p.name.sr.startsWith('Paracetamol Galenika'));
    if (!febricet || !paracetamolGalenika) throw new Error('dataset');
    expect(matchRank(paracetamolGalenika, para)).toBe(0);
    expect(matchRank(febricet, para)).toBe(3); // by active substance
  });
});
