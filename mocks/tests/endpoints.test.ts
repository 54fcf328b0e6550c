import { getDataset, pharmaciesWith, stockAt } from '../data/dataset';
import { handlers } from '../handlers';
import { todayOf } from '../services/catalog';
import { ANSWER_SCHEMAS, call, login, setupMockServer } from './helpers';
import type {
  ArticleDto,
  ArticlesDto,
  AuthTokenDto,
  CartItemsDto,
  CategoriesDto,
  CodeSentDto,
  FavouritesDto,
  OffersDto,
  OrderDto,
  OrdersDto,
  PharmaciesDto,
  ProductDetailDto,
  ProductsDto,
  PromosDto,
  RecoveryTokenDto,
  SuggestionsDto,
} from '@/shared/api/answers';

setupMockServer();

const ds = getDataset();

describe('answer schemas', () => {
  // Every successful answer of these tests is read through its schema by `call` (./helpers).
  it('has one for every call of the mock', () => {
    const calls = handlers.map((h) => `${String(h.info.method)} ${String(h.info.path).replace('*/site/v1', '')}`);
    expect(calls.sort()).toEqual(Object.keys(ANSWER_SCHEMAS).sort());
  });
});

describe('GET /cart/items', () => {
  it('prices lines in the city, allow_safety at 0, and counts pharmacies that can serve the cart', async () => {
    const normal = ds.products.find(
      (p) => !p.allowSafety && p.availability === 'common' && pharmaciesWith(ds, 1, p).length >= 10,
    );
    const safety = ds.products.find((p) => p.allowSafety && pharmaciesWith(ds, 1, p).length > 0);
    if (!normal || !safety) throw new Error('dataset');
    const items = [
      { id: normal.id, quantity: 2 },
      { id: safety.id, quantity: 1 },
      { id: 999999, quantity: 1 },
    ];
    const res = await call<CartItemsDto>('GET', '/cart/items', { items, city_id: 1 });
    expect(res.status).toBe(200);
    expect(res.body.items).toHaveLength(2);
    const [a, b] = res.body.items;
    expect(a).toMatchObject({ id: normal.id, requested_quantity: 2, allow_safety: false });
    expect(typeof a?.price).toBe('number');
    expect(a?.price).toBeGreaterThan(0);
    expect(Math.round((a?.price ?? 0) * 100)).toBe((a?.price ?? 0) * 100);
    expect(b).toEqual({ id: safety.id, price: 0, requested_quantity: 1, allow_safety: true });

    const expected = (ds.pharmaciesByCity.get(1) ?? []).filter(
      (ph) => stockAt(ds, ph, normal) >= 2 && stockAt(ds, ph, safety) >= 1,
    ).length;
    expect(res.body.stores_quantity).toBe(expected);

    const empty = await call<CartItemsDto>('GET', '/cart/items', { items: [], city_id: 1 });
    expect(empty.body).toEqual({ items: [], stores_quantity: 0, points: 0 });
  });

  it('answers price null for a product no pharmacy of the city stocks', async () => {
    const missing = ds.products.find((p) => p.availability !== 'none' && pharmaciesWith(ds, 3, p).length === 0);
    if (!missing) throw new Error('dataset');
    const res = await call<CartItemsDto>('GET', '/cart/items', {
      items: [{ id: missing.id, quantity: 1 }],
      city_id: 3,
    });
    expect(res.body.items[0]?.price).toBeNull();
    expect(res.body.stores_quantity).toBe(0);
  });

  it('uses the same price as the product card', async () => {
    const list = await call<ProductsDto>('GET', '/products', { city_id: 2, in_stock: true, per_page: 5 });
    const cards = list.body.list.filter((c) => !c.allow_safety);
    const cart = await call<CartItemsDto>('GET', '/cart/items', {
      items: cards.map((c) => ({ id: c.id, quantity: 1 })),
      city_id: 2,
    });
    expect(cart.body.items.map((i) => i.price)).toEqual(cards.map((c) => c.price));
  });
});

describe('cities', () => {
  it('locates a known id, else falls back to city 1', async () => {
    expect((await call('GET', '/cities/locate', { id: 3 })).body).toEqual({ id: 3, name: 'Niš' });
    expect((await call('GET', '/cities/locate', { id: 999 })).body).toEqual({ id: 1, name: 'Beograd' });
    expect((await call('GET', '/cities/locate', { ip: '93.87.1.1' })).body).toEqual({ id: 1, name: 'Beograd' });
    expect((await call('GET', '/cities/locate', { id: null }, { lang: 'ru' })).body).toEqual({
      id: 1,
      name: 'Белград',
    });
    expect((await call('GET', '/cities/locate', { id: 1 }, { lang: 'eng' })).body).toEqual({ id: 1, name: 'Belgrade' });
  });
});

describe('auth', () => {
  const ANA = { phone: '+381 65 555 1234', email: 'ana@example.rs', password: 'tajna123', name: 'Ana Ilić' };

  it('signs in with any spelling of the phone', async () => {
    for (const phone of ['+381 64 123 4567', '064 123 4567', '64 1234567', '381641234567']) {
      const res = await call<AuthTokenDto>('PUT', '/auth/phone', { phone, password: 'demo1234' });
      expect(res.status).toBe(200);
      expect(res.body.auth_token).toMatch(/^aptk_/);
    }
    expect((await call('PUT', '/auth/phone', { phone: '+381 64 123 4567', password: 'wrong' })).status).toBe(400);
  });

  it('registers with an SMS code, then loads the profile', async () => {
    const reg = await call<CodeSentDto>('PUT', '/auth/register', ANA);
    expect(reg.status).toBe(200);
    expect(reg.body.next_try).toBe(30);
    const { session } = reg.body;

    const tooEarly = await call<{ message: string }>('PUT', '/auth/resend', { session });
    expect(tooEarly.status).toBe(400);

    const wrong = await call<{ message: string }>('PUT', '/auth/confirm', {
      code: '0000',
      session,
      device_token: 'DEV',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('Pogrešan kod iz SMS poruke.');

    const ok = await call<AuthTokenDto>('PUT', '/auth/confirm', {
      code: '1234',
      session,
      device_token: 'DEV',
    });
    expect(ok.status).toBe(200);
    const profile = await call('GET', '/clients', {}, { auth: ok.body.auth_token });
    expect(profile.body).toEqual({ phone: '+381 65 555 1234', email: 'ana@example.rs', name: 'Ana Ilić' });

    // The number just registered (in another spelling) and the demo account's are both taken.
    for (const phone of ['065 5551234', '+381 63 765 4321']) {
      const taken = await call('PUT', '/auth/register', { phone, email: 'x@example.rs', password: 'p', name: 'X' });
      expect(taken.status).toBe(400);
    }
  });

  it('sends a new SMS code once next_try has run out', async () => {
    const reg = await call<CodeSentDto>('PUT', '/auth/register', ANA);
    const rec = await call<CodeSentDto>('PUT', '/auth/recovery', { phone: '+381 63 765 4321' });
    const later = jest.spyOn(Date, 'now').mockReturnValue(Date.now() + 31_000);
    try {
      for (const [path, { session }] of [
        ['/auth/resend', reg.body],
        ['/auth/recovery/resend', rec.body],
      ] as const) {
        expect((await call('PUT', path, { session })).body).toEqual({ next_try: 30 });
      }
    } finally {
      later.mockRestore();
    }
  });

  it('rejects invalid registration data', async () => {
    const base = { phone: '+381 65 555 1234', email: 'ana@example.rs', password: 'p', name: 'Ana' };
    expect((await call('PUT', '/auth/register', { ...base, phone: '+381 65 12' })).status).toBe(400);
    expect((await call('PUT', '/auth/register', { ...base, email: 'ana' })).status).toBe(400);
    expect((await call('PUT', '/auth/register', { ...base, name: ' ' })).status).toBe(400);
  });

  it('recovers a password', async () => {
    expect((await call('PUT', '/auth/recovery', { phone: '+381 66 000 0000' })).status).toBe(400);
    const rec = await call<CodeSentDto>('PUT', '/auth/recovery', {
      phone: '+381 63 765 4321',
    });
    expect(rec.status).toBe(200);
    expect(rec.body.next_try).toBe(30);
    const conf = await call<RecoveryTokenDto>('PUT', '/auth/recovery/confirm', {
      code: '1234',
      session: rec.body.session,
      device_token: 'DEV',
    });
    expect(conf.status).toBe(200);
    // the session is closed after a successful confirmation
    expect(
      (await call('PUT', '/auth/recovery/confirm', { code: '1234', session: rec.body.session, device_token: 'DEV' }))
        .status,
    ).toBe(400);
    const pw = await call<AuthTokenDto>('PUT', '/auth/recovery/password', {
      token: conf.body.token,
      password: 'nova-lozinka',
    });
    expect(pw.status).toBe(200);
    expect((await call('GET', '/clients', {}, { auth: pw.body.auth_token })).body).toMatchObject({
      name: 'Nikola Petrović',
    });
    expect((await call('PUT', '/auth/recovery/password', { token: conf.body.token, password: 'x' })).status).toBe(400);
    expect((await call('PUT', '/auth/phone', { phone: '063 765 4321', password: 'demo1234' })).status).toBe(400);
    expect((await call('PUT', '/auth/phone', { phone: '063 765 4321', password: 'nova-lozinka' })).status).toBe(200);
  });

  it('logs out, changes profile data and deletes the account', async () => {
    const token = await login('+381 63 765 4321');
    expect((await call('PUT', '/clients/name', { name: ' Nikola P. ' }, { auth: token })).body).toEqual({
      name: 'Nikola P.',
    });
    expect(
      (await call('PUT', '/clients/email', { email: 'n@example.rs', password: 'demo1234' }, { auth: token })).body,
    ).toEqual({
      email: 'n@example.rs',
    });
    expect(
      (await call('PUT', '/clients/password', { password: 'bad', new_password: 'x' }, { auth: token })).status,
    ).toBe(403);
    expect(
      (await call('PUT', '/clients/password', { password: 'demo1234', new_password: 'x1' }, { auth: token })).status,
    ).toBe(200);
    expect((await call('PUT', '/auth/logout', { device_token: 'DEV' }, { auth: token })).body).toEqual({});
    expect((await call('GET', '/clients', {}, { auth: token })).status).toBe(401);

    const t2 = await login('+381 63 765 4321', 'x1');
    expect(
      (await call('POST', '/clients/delete', { device_token: 'DEV', reason: 'test', password: 'x1' }, { auth: t2 }))
        .body,
    ).toEqual({});
    expect((await call('GET', '/clients', {}, { auth: t2 })).status).toBe(401);
    expect((await call('PUT', '/auth/phone', { phone: '063 765 4321', password: 'x1' })).status).toBe(400);
  });

  it('asks again before a sensitive change: the current password or an SMS code', async () => {
    const token = await login('+381 63 765 4321');
    const email = (extra: object) =>
      call('PUT', '/clients/email', { email: 'novi@example.rs', ...extra }, { auth: token });
    // Nothing to prove it, or a wrong password: 403 with a message, nothing changed.
    const bare = await email({});
    expect(bare.status).toBe(403);
    expect(bare.body).toEqual({ message: expect.any(String) });
    expect((await email({ password: 'wrong' })).status).toBe(403);
    expect((await call('POST', '/clients/delete', { device_token: 'DEV', reason: 'x' }, { auth: token })).status).toBe(
      403,
    );
    expect(
      (await call('POST', '/clients/delete', { device_token: 'DEV', reason: 'x', password: 'no' }, { auth: token }))
        .status,
    ).toBe(403);
    expect((await call('PUT', '/clients/password', { new_password: 'y' }, { auth: token })).status).toBe(403);
    expect((await call('GET', '/clients', {}, { auth: token })).body).toMatchObject({
      email: expect.not.stringMatching(/novi@/),
    });

    // An SMS code instead: /clients/verify sends it (mock: 1234) and answers its session.
    const sent = await call('PUT', '/clients/verify', {}, { auth: token });
    expect(sent.body).toEqual({ session: expect.any(String), next_try: 30 });
    const session = (sent.body as { session: string }).session;
    expect((await email({ code: '9999', session })).status).toBe(403);
    expect((await email({ code: '1234', session })).body).toEqual({ email: 'novi@example.rs' });
    // A code confirms one change.
    expect((await email({ code: '1234', session })).status).toBe(400);
    expect((await call('PUT', '/clients/verify', {}, {})).status).toBe(401);
  });

  // docs/api.md, "PUT /clients/password": a shared or lost phone keeps no session past a new password.
  it('a password change ends every other session of the client; the one that changed it goes on', async () => {
    const here = await login('+381 63 765 4321');
    const elsewhere = await login('+381 63 765 4321');
    const someoneElse = await login();
    expect(here).not.toBe(elsewhere);
    expect((await call('GET', '/clients', {}, { auth: elsewhere })).status).toBe(200);

    const changed = await call(
      'PUT',
      '/clients/password',
      { password: 'demo1234', new_password: 'nova1' },
      { auth: here },
    );
    expect(changed.status).toBe(200);
    expect(changed.body).toEqual({});

    const refused = await call('GET', '/clients', {}, { auth: elsewhere });
    expect(refused.status).toBe(401);
    expect(refused.body).toMatchObject({ action: 'logout' });
    expect((await call('GET', '/favourites', {}, { auth: elsewhere })).status).toBe(401);
    expect((await call('GET', '/clients', {}, { auth: here })).status).toBe(200);
    expect((await call('GET', '/clients', {}, { auth: someoneElse })).status).toBe(200);

    // The same with an SMS code as the proof.
    const third = await login('+381 63 765 4321', 'nova1');
    const verify = await call<CodeSentDto>('PUT', '/clients/verify', {}, { auth: here });
    const bySms = { new_password: 'nova2', code: '1234', session: verify.body.session };
    expect((await call('PUT', '/clients/password', bySms, { auth: here })).status).toBe(200);
    expect((await call('GET', '/clients', {}, { auth: third })).status).toBe(401);
    expect((await call('GET', '/clients', {}, { auth: here })).status).toBe(200);
  });

  it('a new password set by recovery ends every session of the client and signs in afresh', async () => {
    const before = await login('+381 63 765 4321');
    const rec = await call<CodeSentDto>('PUT', '/auth/recovery', { phone: '+381 63 765 4321' });
    const conf = await call<RecoveryTokenDto>('PUT', '/auth/recovery/confirm', {
      code: '1234',
      session: rec.body.session,
      device_token: 'DEV',
    });
    const pw = await call<AuthTokenDto>('PUT', '/auth/recovery/password', { token: conf.body.token, password: 'n3' });
    expect(pw.status).toBe(200);
    expect((await call('GET', '/clients', {}, { auth: before })).status).toBe(401);
    expect((await call('GET', '/clients', {}, { auth: pw.body.auth_token })).status).toBe(200);
  });

  it('subscribes an e-mail', async () => {
    expect((await call('PUT', '/subscribe', { email: 'a@b.rs', is_deleted: true })).body).toEqual({});
    expect((await call('PUT', '/subscribe', { email: 'nope', is_deleted: true })).status).toBe(400);
  });
});

describe('favourites and orders', () => {
  it('lists, adds and removes favourites', async () => {
    const token = await login();
    const initial = await call<FavouritesDto>('GET', '/favourites', {}, { auth: token });
    expect(initial.body.list).toHaveLength(3);
    const id = ds.products[10]?.id ?? 0;
    const added = await call<FavouritesDto>('PUT', '/favourites', { id, is_deleted: false }, { auth: token });
    expect(added.body.list[0]).toBe(id);
    expect(added.body.list).toHaveLength(4);
    const removed = await call<FavouritesDto>('PUT', '/favourites', { id, is_deleted: true }, { auth: token });
    expect(removed.body.list).toEqual(initial.body.list);
    expect((await call('PUT', '/favourites', { id: 5, is_deleted: false }, { auth: token })).status).toBe(404);
    expect((await call('GET', '/favourites')).status).toBe(401);
  });

  it('places an order with ready_by, hold_until and PDV per rate, listed newest first', async () => {
    const token = await login();
    const pharmacy = ds.pharmacyById.get(101);
    if (!pharmacy) throw new Error('dataset');
    const med = ds.products.find((p) => p.vat === 10 && !p.allowSafety && stockAt(ds, pharmacy, p) >= 2);
    const cosm = ds.products.find((p) => p.vat === 20 && !p.allowSafety && stockAt(ds, pharmacy, p) >= 1);
    if (!med || !cosm) throw new Error('dataset');
    const before = Date.now();
    const res = await call<OrderDto>(
      'POST',
      '/orders',
      {
        city_id: 1,
        pharmacy_id: 101,
        items: [
          { id: med.id, quantity: 2 },
          { id: cosm.id, quantity: 1 },
        ],
        name: 'Milica Jovanović',
        phone: '+381 64 123 4567',
        comment: 'Hvala',
      },
      { auth: token },
    );
    expect(res.status).toBe(200);
    const order = res.body;
    expect(order.number).toMatch(/^APT-\d{6}$/);
    expect(order.status).toBe('accepted');
    expect(order.pharmacy.id).toBe(101);
    expect(order.lines).toHaveLength(2);
    const [l1, l2] = order.lines;
    if (!l1 || !l2 || l1.price === null || l2.price === null) throw new Error('lines');
    expect(order.total).toBeCloseTo(l1.price * 2 + l2.price, 2);
    expect(order.vat).toEqual([
      { rate: 10, amount: Math.round((l1.price * 2 * 100 * 10) / 110) / 100 },
      { rate: 20, amount: Math.round((l2.price * 100 * 20) / 120) / 100 },
    ]);
    const ready = Date.parse(order.ready_by);
    expect(ready).toBeGreaterThanOrEqual(before + 2 * 3600_000 - 1000);
    expect(Date.parse(order.hold_until) - ready).toBe(48 * 3600_000);

    const list = await call<OrdersDto>('GET', '/orders', {}, { auth: token });
    expect(list.body.list.map((o) => o.id)[0]).toBe(order.id);
    expect(list.body.list).toHaveLength(3);
    expect(list.body.list.slice(1).every((o) => o.status === 'picked_up')).toBe(true);
    const times = list.body.list.map((o) => Date.parse(o.created_at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);

    expect((await call<OrderDto>('GET', '/orders/detail', { id: order.id }, { auth: token })).body.number).toBe(
      order.number,
    );
    const other = await login('+381 63 765 4321');
    expect((await call('GET', '/orders/detail', { id: order.id }, { auth: other })).status).toBe(404);
  });

  it('rejects orders the pharmacy cannot serve or without contact data', async () => {
    const pharmacy = ds.pharmacyById.get(101);
    if (!pharmacy) throw new Error('dataset');
    const absent = ds.products.find((p) => stockAt(ds, pharmacy, p) === 0);
    const present = ds.products.find((p) => stockAt(ds, pharmacy, p) > 0);
    if (!absent || !present) throw new Error('dataset');
    const base = { city_id: 1, pharmacy_id: 101, name: 'Ana', phone: '+381 65 555 1234' };
    const res = await call<{ message: string }>(
      'POST',
      '/orders',
      { ...base, items: [{ id: absent.id, quantity: 1 }] },
      { lang: 'eng' },
    );
    expect(res.status).toBe(400);
    expect(res.body.message).toContain(absent.name.en);
    expect((await call('POST', '/orders', { ...base, items: [{ id: present.id, quantity: 250 }] })).status).toBe(400);
    expect(
      (await call('POST', '/orders', { ...base, name: '', items: [{ id: present.id, quantity: 1 }] })).status,
    ).toBe(400);
    expect(
      (await call('POST', '/orders', { ...base, phone: '12', items: [{ id: present.id, quantity: 1 }] })).status,
    ).toBe(400);
    expect(
      (await call('POST', '/orders', { ...base, city_id: 2, items: [{ id: present.id, quantity: 1 }] })).status,
    ).toBe(400);
    const anon = await call<OrderDto>('POST', '/orders', { ...base, items: [{ id: present.id, quantity: 1 }] });
    expect(anon.status).toBe(200);
    expect(anon.body.comment).toBe('');
  });
});

describe('catalogue', () => {
  it('lists categories with counts that include subcategories', async () => {
    const res = await call<CategoriesDto>('GET', '/categories', {}, { lang: 'eng' });
    const top = res.body.list.filter((c) => c.parent_slug === null);
    expect(top.length).toBeGreaterThanOrEqual(12);
    const parent = res.body.list.find((c) => c.slug === 'prehlada-i-grip');
    const kids = res.body.list.filter((c) => c.parent_slug === 'prehlada-i-grip');
    const direct = ds.products.filter((p) => p.categorySlug === 'prehlada-i-grip').length;
    expect(parent?.name).toBe('Cold & flu');
    expect(parent?.products_count).toBe(direct + kids.reduce((s, k) => s + (k.products_count ?? 0), 0));
  });

  it('filters, pages and computes facets ignoring their own filter', async () => {
    const all = await call<ProductsDto>('GET', '/products', { city_id: 1, category: 'bol-i-temperatura' });
    expect(all.body.per_page).toBe(24);
    expect(all.body.list).toHaveLength(24);
    expect(
      all.body.list.every((p) =>
        ['bol-i-temperatura', 'analgetici', 'bol-u-misicima-i-zglobovima'].includes(p.category_slug ?? ''),
      ),
    ).toBe(true);
    const galenika = await call<ProductsDto>('GET', '/products', {
      city_id: 1,
      category: 'bol-i-temperatura',
      manufacturers: ['Galenika'],
      per_page: 60,
    });
    expect(galenika.body.list.every((p) => p.manufacturer === 'Galenika')).toBe(true);
    expect(galenika.body.facets.manufacturers).toEqual(all.body.facets.manufacturers);
    expect(galenika.body.total).toBe(all.body.facets.manufacturers.find((m) => m.name === 'Galenika')?.count);
    expect(galenika.body.facets.forms.reduce((s, f) => s + f.count, 0)).toBe(galenika.body.total);

    const page2 = await call<ProductsDto>('GET', '/products', {
      city_id: 1,
      category: 'bol-i-temperatura',
      page: 2,
      per_page: 10,
    });
    expect(page2.body.list[0]?.id).toBe(all.body.list[10]?.id);
    expect((await call('GET', '/products', { city_id: 1, per_page: 61 })).status).toBe(400);
    expect((await call('GET', '/products', { city_id: 1, category: 'nema' })).status).toBe(404);

    const cheap = await call<ProductsDto>('GET', '/products', {
      city_id: 1,
      category: 'alergija',
      sort: 'price_asc',
      per_page: 60,
    });
    const prices = cheap.body.list.map((p) => p.price).filter((p): p is number => p !== null);
    expect([...prices].sort((a, b) => a - b)).toEqual(prices);

    const rx = await call<ProductsDto>('GET', '/products', { city_id: 1, rx: true, forms: ['capsules'] });
    expect(rx.body.list.every((p) => p.rx && p.form_kind === 'capsules')).toBe(true);

    const ids = [ds.products[30]?.id ?? 0, ds.products[3]?.id ?? 0, ds.products[200]?.id ?? 0];
    const byIds = await call<ProductsDto>('GET', '/products', { city_id: 1, ids });
    expect(byIds.body.list.map((p) => p.id)).toEqual(ids);
  });

  it('searches across scripts with name-prefix matches first', async () => {
    const res = await call<ProductsDto>('GET', '/products', {
      city_id: 1,
      query: 'парацетамол',
      per_page: 60,
    });
    expect(res.body.list.length).toBeGreaterThan(5);
    expect(res.body.list[0]?.name.startsWith('Paracetamol')).toBe(true);
    expect(res.body.list.some((p) => p.name.startsWith('Febricet'))).toBe(true);

    const sugg = await call<SuggestionsDto>('GET', '/search/suggestions', {
      count: 4,
      query: 'бруф',
      city_id: 1,
    });
    expect(sugg.body.list.length).toBeGreaterThan(0);
    expect(sugg.body.list.length).toBeLessThanOrEqual(4);
    expect(sugg.body.list.every((s) => s.name.startsWith('Brufen'))).toBe(true);
    expect(
      (await call<SuggestionsDto>('GET', '/search/suggestions', { count: 4, query: 'br', city_id: 1 })).body.list,
    ).toEqual([]);
  });

  it('answers a product detail with pharmacies, analogues and localized texts', async () => {
    const p = ds.products.find(
      (x) => x.substanceKey === 'ibuprofen' && pharmaciesWith(ds, 1, x).length > 3 && !x.allowSafety,
    );
    if (!p) throw new Error('dataset');
    const res = await call<ProductDetailDto>('GET', '/products/detail', { id: p.id, city_id: 1 }, { lang: 'ru' });
    expect(res.status).toBe(200);
    expect(res.body.product.active_substance).toBe('ибупрофен');
    expect(res.body.product.description).toMatch(/ибупрофен/);
    expect(res.body.pharmacies).toHaveLength(pharmaciesWith(ds, 1, p).length);
    expect(res.body.analogues.length).toBeGreaterThan(0);
    expect(res.body.analogues.length).toBeLessThanOrEqual(8);
    expect(res.body.analogues.every((a) => a.active_substance === 'ибупрофен' && a.id !== p.id)).toBe(true);
    expect(res.body.related.length).toBeLessThanOrEqual(8);
    expect((await call('GET', '/products/detail', { id: 1, city_id: 1 })).status).toBe(404);
  });

  it('lists pharmacies and offers for a cart', async () => {
    const phs = await call<PharmaciesDto>('GET', '/pharmacies', { city_id: 2 });
    expect(phs.body.list.length).toBeGreaterThanOrEqual(5);
    expect(phs.body.list.every((p) => p.city_id === 2 && p.hours.length === 7)).toBe(true);

    const products = ds.products.filter((p) => p.availability === 'common' && !p.allowSafety).slice(0, 3);
    const items = products.map((p) => ({ id: p.id, quantity: 3 }));
    const res = await call<OffersDto>('GET', '/pharmacies/offers', { city_id: 1, items });
    expect(res.status).toBe(200);
    for (const offer of res.body.list) {
      const ph = ds.pharmacyById.get(offer.pharmacy_id);
      if (!ph) throw new Error('pharmacy');
      expect(ph.cityId).toBe(1);
      offer.lines.forEach((line, i) => {
        const product = products[i];
        if (!product) throw new Error('product');
        expect(line.available).toBe(Math.min(3, stockAt(ds, ph, product)));
      });
      expect(offer.available_count).toBe(offer.lines.filter((l) => l.available === 3).length);
      expect(offer.complete).toBe(offer.available_count === 3);
      expect(offer.total).toBeCloseTo(
        offer.lines.reduce((s, l) => s + (l.price ?? 0) * l.available, 0),
        2,
      );
    }
    const completes = res.body.list.map((o) => o.complete);
    expect([...completes].sort((a, b) => Number(b) - Number(a))).toEqual(completes);
  });

  it('lists running and upcoming promos, and discounts promo products', async () => {
    const res = await call<PromosDto>('GET', '/promos', { city_id: 1 }, { lang: 'eng' });
    const today = todayOf(Date.now());
    const running = res.body.list.filter((p) => p.starts_at <= today && today <= p.ends_at);
    const upcoming = res.body.list.filter((p) => p.starts_at > today);
    expect(running.length).toBeGreaterThanOrEqual(3);
    expect(upcoming.length).toBeGreaterThanOrEqual(2);
    expect(res.body.list.every((p) => p.ends_at >= today)).toBe(true);

    const promo = running.find((p) => p.products_count > 0);
    if (!promo) throw new Error('promo');
    const cards = await call<ProductsDto>('GET', '/products', {
      city_id: 1,
      promo_id: promo.id,
      in_stock: true,
      per_page: 60,
    });
    expect(cards.body.list.length).toBeGreaterThan(0);
    for (const c of cards.body.list) {
      expect(c.rx).toBe(false);
      expect(c.old_price).not.toBeNull();
      expect(c.price ?? 0).toBeLessThan(c.old_price ?? 0);
    }
  });

  it('serves articles in three languages', async () => {
    const list = await call<ArticlesDto>('GET', '/articles', {});
    expect(list.body.list.length).toBeGreaterThanOrEqual(8);
    const slug = list.body.list[0]?.slug ?? '';
    const sr = await call<ArticleDto>('GET', '/articles/detail', { slug });
    const en = await call<ArticleDto>('GET', '/articles/detail', { slug }, { lang: 'eng' });
    const ru = await call<ArticleDto>('GET', '/articles/detail', { slug }, { lang: 'ru' });
    expect(new Set([sr.body.title, en.body.title, ru.body.title]).size).toBe(3);
    expect(ru.body.body.length).toBeGreaterThanOrEqual(3);
    expect(sr.body.body.every((p) => !/[<>]/.test(p))).toBe(true);
    expect((await call('GET', '/articles/detail', { slug: 'nema' })).status).toBe(404);
  });
});
