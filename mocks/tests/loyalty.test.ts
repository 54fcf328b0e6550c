import type { CartItemsDto, LoyaltyDto, OrderDto, OrdersDto, ProductDetailDto } from '@/shared/api/answers';
import { isEan13 } from '../data/ean';
import { call, login, reservationBody, setupMockServer } from './helpers';

setupMockServer();

const NIKOLA = '+381 63 765 4321';

describe('loyalty card', () => {
  it("shows a member's card: an EAN-13 number, the balance of its movements, and the purchases' orders", async () => {
    const auth = await login();
    const { status, body } = await call<LoyaltyDto>('GET', '/loyalty', {}, { auth });
    expect(status).toBe(200);
    const card = body.card;
    if (!card) throw new Error('Milica is a member in the seed');
    expect(isEan13(card.number)).toBe(true);
    expect(card.points).toBe(card.movements.reduce((sum, m) => sum + m.points, 0));
    expect(card.movements.map((m) => m.reason)).toEqual(['purchase', 'purchase', 'redeemed', 'welcome']);
    const times = card.movements.map((m) => Date.parse(m.at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const orders = await call<OrdersDto>('GET', '/orders', {}, { auth });
    const numbers = orders.body.list.map((o) => o.number);
    for (const m of card.movements.filter((mv) => mv.reason === 'purchase')) {
      expect(numbers).toContain(m.order_number);
      expect(m.points).toBeGreaterThan(0);
    }
  });

  it('a client joins once, after accepting the terms, with the welcome points', async () => {
    const auth = await login(NIKOLA);
    expect((await call<LoyaltyDto>('GET', '/loyalty', {}, { auth })).body).toEqual({ card: null });

    const refused = await call('PUT', '/loyalty/join', { accept_terms: false }, { auth, lang: 'eng' });
    expect(refused).toMatchObject({ status: 400, body: { message: "To join, accept the loyalty programme's terms." } });
    expect((await call<LoyaltyDto>('GET', '/loyalty', {}, { auth })).body.card).toBeNull();

    const joined = await call<LoyaltyDto>('PUT', '/loyalty/join', { accept_terms: true }, { auth });
    expect(joined.status).toBe(200);
    expect(joined.body.card).toMatchObject({
      points: 100,
      movements: [{ points: 100, reason: 'welcome', order_number: null }],
    });
    expect(isEan13(joined.body.card?.number ?? '')).toBe(true);
    expect((await call<LoyaltyDto>('GET', '/loyalty', {}, { auth })).body).toEqual(joined.body);

    const again = await call('PUT', '/loyalty/join', { accept_terms: true }, { auth, lang: 'eng' });
    expect(again).toMatchObject({
      status: 409,
      body: { message: 'You are already a member of the loyalty programme.' },
    });
  });

  it('needs a session and a boolean acceptance', async () => {
    expect((await call('GET', '/loyalty', {})).status).toBe(401);
    const auth = await login(NIKOLA);
    const shape = await call('PUT', '/loyalty/join', { accept_terms: 'yes' }, { auth });
    expect(shape).toMatchObject({ status: 400, body: { message: expect.stringContaining('accept_terms') as string } });
  });

  it('says what a product, a cart and a reservation earn: one point per whole 100 RSD, for members only on orders', async () => {
    const body = reservationBody();
    const [line] = body.items;
    if (!line) throw new Error('the helper reserves one line');
    const detail = (await call<ProductDetailDto>('GET', '/products/detail', { id: line.id, city_id: 1 })).body;
    const unitPrice = detail.product.price ?? 0;
    expect(detail.points).toBe(Math.floor(unitPrice / 100));

    const cart = (await call<CartItemsDto>('GET', '/cart/items', { items: [{ id: line.id, quantity: 3 }], city_id: 1 }))
      .body;
    expect(cart.points).toBe(Math.floor((3 * unitPrice) / 100));

    const anonymous = await call<OrderDto>('POST', '/orders', body);
    expect(anonymous.body.points).toBeNull();
    const nonMember = await call<OrderDto>('POST', '/orders', body, { auth: await login(NIKOLA) });
    expect(nonMember.body.points).toBeNull();
    const member = await call<OrderDto>('POST', '/orders', body, { auth: await login() });
    expect(member.status).toBe(200);
    expect(member.body.points).toBe(Math.floor(member.body.total / 100));
  });
});
