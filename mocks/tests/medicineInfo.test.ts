import { getDataset } from '../data/dataset';
import { ATC_GROUPS } from '../data/atc';
import { isEan13 } from '../data/ean';
import { leafletOf } from '../data/leaflets';
import type { Lang } from '../lib/i18n';

describe('medicine information in the dataset', () => {
  const ds = getDataset();
  const medicines = ds.products.filter((p) => p.kind === 'medicine');
  const groups = new Map(ATC_GROUPS.map((g) => [g.code, g]));

  it('has medicines to check', () => {
    expect(medicines.length).toBeGreaterThan(300);
  });

  it('gives every medicine an ATC code of level 4 or 5 under an existing level-1 and level-2 group', () => {
    for (const p of medicines) {
      expect(p.atc).toMatch(/^[A-Z]\d{2}[A-Z]{2}(\d{2})?$/);
      const code = p.atc ?? '';
      const main = groups.get(code.slice(0, 1));
      const sub = groups.get(code.slice(0, 3));
      expect(main?.parent).toBeNull();
      expect(sub?.parent).toBe(main?.code);
    }
  });

  it('knows the real codes of common substances', () => {
    const codeOf = (substance: string) => medicines.find((p) => p.substanceKey === substance)?.atc;
    expect(codeOf('paracetamol')).toBe('N02BE01');
    expect(codeOf('ibuprofen')).toBe('M01AE01');
    expect(codeOf('atorvastatin')).toBe('C10AA05');
  });

  it('names every group in three languages and has products in every group', () => {
    for (const g of ATC_GROUPS) {
      for (const lang of ['sr', 'en', 'ru'] as const) expect(g.name[lang].trim()).not.toBe('');
      expect(medicines.some((p) => p.atc?.startsWith(g.code))).toBe(true);
    }
  });

  it('has a leaflet with four non-empty sections in every language for every medicine', () => {
    for (const p of medicines) {
      for (const lang of ['sr', 'en', 'ru'] satisfies Lang[]) {
        const leaflet = leafletOf(p, lang);
        expect(leaflet).not.toBeNull();
        for (const section of ['indications', 'dosage', 'warnings', 'storage'] as const)
          expect(leaflet?.[section].trim().length).toBeGreaterThan(20);
      }
    }
    const brufen = medicines.find((p) => p.name.en.startsWith('Brufen 400'));
    expect(leafletOf(brufen!, 'en')?.indications).toMatch(
      /^Brufen 400 mg \(film-coated tablets\) contains ibuprofen\./,
    );
    expect(leafletOf(brufen!, 'ru')?.indications).toContain('ибупрофен');
  });

  it('names a marketing authorisation holder for every medicine and none for other goods', () => {
    for (const p of medicines) expect(p.mah?.trim()).toBeTruthy();
    expect(medicines.find((p) => p.manufacturer === 'Hemofarm')?.mah).toBe('Hemofarm a.d. Vršac');
    expect(ds.products.filter((p) => p.kind !== 'medicine').every((p) => p.mah === null && p.atc === null)).toBe(true);
  });

  it('gives every product a valid, unique EAN-13 with the Serbian prefix 860', () => {
    const codes = ds.products.map((p) => p.ean);
    for (const code of codes) {
      expect(code).toMatch(/^860\d{10}$/);
      expect(isEan13(code)).toBe(true);
    }
    expect(new Set(codes).size).toBe(codes.length);
    expect(isEan13('8600000000000')).toBe(false);
    // A known valid EAN-13 checks out.
    expect(isEan13('4006381333931')).toBe(true);
  });
});
