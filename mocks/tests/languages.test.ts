import { getDataset } from '../data/dataset';
import { productTexts } from '../data/texts';
import type { Lang } from '../lib/i18n';
import { discountsOn, todayOf, toCard } from '../services/catalog';
import type { OrderDto } from '../services/orders';
import { call, login, setupMockServer } from './helpers';

/** Words that only Serbian uses: an English or Russian page showing one shows untranslated text. */
const SERBIAN_WORDS = new Set([
  'za',
  'sa',
  'od',
  'protiv',
  'posle',
  'kapi',
  'krema',
  'sprej',
  'šampon',
  'ulje',
  'losion',
  'tablete',
  'kapsule',
  'pakovanje',
  'kom',
  'lek',
  'bebe',
  'decu',
  'zube',
  'lice',
  'telo',
  'kose',
  'toplomer',
  'aparat',
  'pritisak',
  'flasteri',
  'zavoj',
  'suze',
  'oko',
  'oči',
  'uši',
  'trake',
  'voda',
  'nos',
  'negu',
  'tečnost',
  'balzam',
  'maramice',
  'doza',
  'kap',
  'ij',
  'j',
]);
const SERBIAN_LETTERS = /[čćšđžČĆŠĐŽ]/;

/** A product's visible text in one language, without the names that stay as printed. */
function productText(lang: Lang, id: number): string {
  const ds = getDataset();
  const p = ds.productById.get(id);
  const city = ds.cityById.get(1);
  if (!p || !city) throw new Error('dataset');
  const card = toCard(ds, p, city, lang, discountsOn(ds, todayOf(Date.now())));
  const texts = productTexts(p, ds.categoryBySlug.get(p.categorySlug), lang);
  const all = [card.name, card.form, card.pack, card.active_substance ?? '', ...Object.values(texts)].join('\n');
  return all.split(p.brand).join(' ').split(p.manufacturer).join(' ');
}

describe('product text follows the request language', () => {
  const ids = getDataset().products.map((p) => p.id);

  it.each(['en', 'ru'] as const)('has no Serbian words or letters in %s', (lang) => {
    const found: string[] = [];
    for (const id of ids) {
      const text = productText(lang, id);
      const words = text
        .toLowerCase()
        .split(/[^\p{L}]+/u)
        .filter((word) => SERBIAN_WORDS.has(word));
      if (words.length > 0 || SERBIAN_LETTERS.test(text))
        found.push(`${id}: ${words.join(', ') || text.match(SERBIAN_LETTERS)?.[0]}`);
    }
    expect(found).toEqual([]);
  });

  it('keeps the brand in every language and names Russian goods in Cyrillic', () => {
    const ds = getDataset();
    for (const p of ds.products) {
      for (const lang of ['sr', 'en', 'ru'] as const) expect(p.name[lang].startsWith(p.brand)).toBe(true);
      const described = p.name.ru
        .slice(p.brand.length)
        .replace(/SPF|\d+\S*|[×²]/g, '')
        .trim();
      if (p.kind !== 'medicine' && p.kind !== 'supplement' && described !== '') expect(described).toMatch(/[а-яё]/i);
    }
  });

  it.each(['sr', 'en', 'ru'] as const)('ends sentences with one full stop in %s', (lang) => {
    const doubled = ids.filter((id) => /\.\./.test(productText(lang, id)));
    expect(doubled).toEqual([]);
  });

  it('sells eye care and ear care under their own brands', () => {
    const ds = getDataset();
    const eyeBrands = new Set(ds.products.filter((p) => p.formKey === 'eyeDrops').map((p) => p.brand));
    expect(ds.products.filter((p) => p.formKey === 'earDrops' && eyeBrands.has(p.brand))).toEqual([]);
  });
});

describe('orders in the request language', () => {
  setupMockServer();

  it("names the demo account's order lines in Russian", async () => {
    const auth = await login();
    const { body } = await call<{ list: OrderDto[] }>('GET', '/orders', {}, { auth, lang: 'ru' });
    const names = body.list.flatMap((order) => order.lines.map((line) => line.name));
    expect(names.length).toBeGreaterThan(0);
    const serbian = names.filter(
      (name) =>
        name
          .toLowerCase()
          .split(/[^\p{L}]+/u)
          .some((word) => SERBIAN_WORDS.has(word)) || SERBIAN_LETTERS.test(name),
    );
    expect(serbian).toEqual([]);
  });
});
