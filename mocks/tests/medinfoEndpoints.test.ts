import type { AtcGroupsDto, ProductDetailDto, ProductsDto, SuggestionsDto } from '@/shared/api/answers';
import { getDataset } from '../data/dataset';
import { call, setupMockServer } from './helpers';

setupMockServer();

describe('medicine information calls', () => {
  const ds = getDataset();
  const brufen = ds.products.find((p) => p.name.sr === 'Brufen 400 mg' && p.formKey === 'film');
  if (!brufen) throw new Error('dataset');

  it('lists the ATC groups with their product counts in the asked language', async () => {
    const res = await call<AtcGroupsDto>('GET', '/atc', {}, { lang: 'eng' });
    expect(res.status).toBe(200);
    const nervous = res.body.list.find((g) => g.code === 'N');
    const analgesics = res.body.list.find((g) => g.code === 'N02');
    expect(nervous).toMatchObject({ name: 'Nervous system', parent_code: null });
    expect(analgesics).toMatchObject({ name: 'Analgesics', parent_code: 'N' });
    expect(analgesics?.products_count).toBe(ds.products.filter((p) => p.atc?.startsWith('N02')).length);
    expect(nervous?.products_count).toBeGreaterThan(analgesics?.products_count ?? 0);
    const ru = await call<AtcGroupsDto>('GET', '/atc', {}, { lang: 'ru' });
    expect(ru.body.list.find((g) => g.code === 'N02')?.name).toBe('Анальгетики');
  });

  it('narrows the products to an ATC group, and refuses an unknown one', async () => {
    const res = await call<ProductsDto>('GET', '/products', { city_id: 1, atc: 'M01', per_page: 60 });
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(ds.products.filter((p) => p.atc?.startsWith('M01')).length);
    const ids = new Set(res.body.list.map((p) => p.id));
    expect(ids.has(brufen.id)).toBe(true);
    expect((await call('GET', '/products', { city_id: 1, atc: 'X99' })).status).toBe(404);
  });

  it('gives a medicine its EAN, ATC code and groups, holder and leaflet', async () => {
    const res = await call<ProductDetailDto>('GET', '/products/detail', { id: brufen.id, city_id: 1 }, { lang: 'eng' });
    expect(res.status).toBe(200);
    const { product } = res.body;
    expect(product.ean).toBe(brufen.ean);
    expect(product.medicine?.atc).toEqual({
      code: 'M01AE01',
      group: { code: 'M', name: 'Musculo-skeletal system' },
      subgroup: { code: 'M01', name: 'Antiinflammatory and antirheumatic products' },
    });
    expect(product.medicine?.mah).toBe('Viatris d.o.o. Beograd');
    expect(product.medicine?.leaflet?.indications).toMatch(/contains ibuprofen/);
    expect(product.medicine?.leaflet?.storage).toMatch(/children/);
  });

  it('gives goods that are not medicines an EAN and no medicine information', async () => {
    const cream = ds.products.find((p) => p.kind === 'cosmetic');
    if (!cream) throw new Error('dataset');
    const res = await call<ProductDetailDto>('GET', '/products/detail', { id: cream.id, city_id: 1 });
    expect(res.body.product.ean).toBe(cream.ean);
    expect(res.body.product.medicine).toBeNull();
  });

  it('lists as analogues the other products of the same substance, strength and form', async () => {
    const res = await call<ProductDetailDto>('GET', '/products/detail', { id: brufen.id, city_id: 1 });
    const expected = ds.products.filter(
      (p) => p.id !== brufen.id && p.substanceKey === 'ibuprofen' && p.dosage === '400 mg' && p.formKey === 'film',
    );
    expect(res.body.analogues.length).toBe(Math.min(8, expected.length));
    expect(res.body.analogues.length).toBeGreaterThan(1);
    const allowed = new Set(expected.map((p) => p.id));
    expect(res.body.analogues.every((a) => allowed.has(a.id))).toBe(true);
  });

  it('finds a product by its EAN-13 in the search and the suggestions, and nothing for an unknown one', async () => {
    const found = await call<ProductsDto>('GET', '/products', { city_id: 1, query: brufen.ean });
    expect(found.body.list.map((p) => p.id)).toEqual([brufen.id]);
    const unknown = await call<ProductsDto>('GET', '/products', { city_id: 1, query: '8600000000004' });
    expect(unknown.body.total).toBe(0);
    const sugg = await call<SuggestionsDto>('GET', '/search/suggestions', { count: 4, query: brufen.ean, city_id: 1 });
    expect(sugg.body.list).toEqual([{ name: 'Brufen 400 mg' }]);
  });
});
