import type { PharmaciesDto, ProductsDto } from '@/shared/api/answers';
import { getDataset } from '../data/dataset';
import { FORMS } from '../data/forms';
import { packUnit } from '../data/legal';
import { PROMOS } from '../data/promos';
import { promoProductIds, toCard } from '../services/catalog';
import { call, setupMockServer } from './helpers';

setupMockServer();

const ds = getDataset();
const beograd = ds.cityById.get(1);
if (!beograd) throw new Error('Beograd');

describe('unit prices (docs/decisions.md, "Unit prices and the legal frame")', () => {
  it('counts liquids and creams in ml or g, tablets and the like by their piece, the rest per piece', () => {
    expect(packUnit(FORMS.film, 30)).toEqual({ kind: 'tablet', count: 30 });
    expect(packUnit(FORMS.softcaps, 60)).toEqual({ kind: 'capsule', count: 60 });
    expect(packUnit(FORMS.sachet, 10)).toEqual({ kind: 'sachet', count: 10 });
    expect(packUnit(FORMS.amp, 20)).toEqual({ kind: 'ampoule', count: 20 });
    expect(packUnit(FORMS.loz, 24)).toEqual({ kind: 'lozenge', count: 24 });
    expect(packUnit(FORMS.syrup, 100)).toEqual({ kind: 'ml', count: 100 });
    expect(packUnit(FORMS.ointment, 30)).toEqual({ kind: 'g', count: 30 });
    expect(packUnit(FORMS.device, 1)).toEqual({ kind: 'piece', count: 1 });
  });

  it('gives every product card its pack unit, the pack size it is sold in', async () => {
    for (const p of ds.products) expect(packUnit(p.form, p.packSize).count).toBe(p.packSize);
    const res = await call<ProductsDto>('GET', '/products', { city_id: 1, per_page: 60 });
    for (const card of res.body.list) {
      const p = ds.productById.get(card.id);
      expect(card.pack_unit).toEqual(p && packUnit(p.form, p.packSize));
    }
  });
});

describe('prescription medicines are never promoted (docs/behaviour.md §15)', () => {
  const rx = ds.products.filter((p) => p.rx);

  it('are in no promotion', () => {
    expect(rx.length).toBeGreaterThan(0);
    for (const promo of PROMOS)
      for (const id of promoProductIds(ds, promo)) expect(ds.productById.get(id)?.rx).toBe(false);
  });

  it('carry no old price even where a discount would apply', () => {
    const everything = new Map(ds.products.map((p) => [p.id, 30]));
    for (const p of rx) expect(toCard(ds, p, beograd, 'sr', everything).old_price).toBeNull();
    const otc = ds.products.find((p) => !p.rx && !p.allowSafety && p.availability === 'common');
    if (!otc) throw new Error('otc');
    expect(toCard(ds, otc, beograd, 'sr', everything).old_price).not.toBeNull();
  });
});

describe('pharmacy licences (docs/api.md, "Unit prices and the legal frame")', () => {
  it('gives every pharmacy its own licence number and a responsible pharmacist, deterministically', async () => {
    const licences = new Set(ds.pharmacies.map((ph) => ph.licence));
    expect(licences.size).toBe(ds.pharmacies.length);
    for (const ph of ds.pharmacies) {
      expect(ph.licence).toMatch(/^530-01-\d{4}\/20\d\d-03$/);
      expect(ph.pharmacist).toMatch(/^mr ph\. \S+ \S+$/);
    }
    const res = await call<PharmaciesDto>('GET', '/pharmacies', { city_id: 1 });
    const first = res.body.list[0];
    const seed = first && ds.pharmacyById.get(first.id);
    expect(first?.licence).toBe(seed?.licence);
    expect(first?.pharmacist).toBe(seed?.pharmacist);
  });
});
