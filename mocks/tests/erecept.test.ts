import type { EreceptDto, OrderDto } from '@/shared/api/answers';
import { DEMO_LBO, PRESCRIPTION_IDS } from '../data/prescriptions';
import { call, login, setupMockServer } from './helpers';

setupMockServer();

const lookup = async (prescription_id: string, lbo = DEMO_LBO) =>
  call<EreceptDto>('POST', '/erecept', { prescription_id, lbo, city_id: 1 }, { auth: await login(), lang: 'eng' });

const KEY = 'erecept-test-key-0001';

describe('eRecept', () => {
  it('answers the prescribed medicines and the pharmacies of the city, whole ones first, with co-payments', async () => {
    const { status, body } = await lookup(PRESCRIPTION_IDS.ready.toLowerCase());
    expect(status).toBe(200);
    expect(body.prescription.id).toBe(PRESCRIPTION_IDS.ready);
    expect(body.prescription.valid_until).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(body.prescription.medicines).toHaveLength(3);
    for (const m of body.prescription.medicines) {
      expect(m.name).not.toBe('');
      expect(m.quantity).toBeGreaterThan(0);
    }
    const [first] = body.pharmacies;
    expect(first?.missing).toEqual([]);
    expect(first?.lines.map((l) => l.product_id).sort()).toEqual(
      body.prescription.medicines.map((m) => m.product_id).sort(),
    );
    const missing = body.pharmacies.map((p) => p.missing.length);
    expect(missing).toEqual([...missing].sort((a, b) => a - b));
    for (const offer of body.pharmacies) {
      for (const line of offer.lines) expect(line.copayment).toBeLessThanOrEqual(line.price);
      expect(offer.copayment).toBeLessThanOrEqual(offer.total);
    }
  });

  it('says clearly what is wrong: unknown (also for a wrong LBO), expired, already dispensed', async () => {
    const unknown = 'There is no eRecept with this number and LBO. Check both numbers.';
    expect(await lookup('ER0000000000')).toMatchObject({ status: 404, body: { message: unknown } });
    expect(await lookup(PRESCRIPTION_IDS.ready, '10987654321')).toMatchObject({
      status: 404,
      body: { message: unknown },
    });
    expect(await lookup(PRESCRIPTION_IDS.expired)).toMatchObject({
      status: 410,
      body: {
        message: expect.stringMatching(/^This eRecept expired on \d{2}\.\d{2}\.\d{4}\. Ask your doctor/) as string,
      },
    });
    expect(await lookup(PRESCRIPTION_IDS.dispensed)).toMatchObject({
      status: 409,
      body: { message: 'The medicines of this eRecept have already been dispensed.' },
    });
  });

  it('a medicine in shortage is missing at every pharmacy of the city', async () => {
    const { body } = await lookup(PRESCRIPTION_IDS.shortage);
    const scarce = body.prescription.medicines.find((m) => m.repeats_left === 0)?.product_id;
    expect(body.pharmacies.length).toBeGreaterThan(0);
    for (const offer of body.pharmacies) expect(offer.missing).toContain(scarce);
  });

  it('needs a session and well-formed numbers', async () => {
    expect(
      (await call('POST', '/erecept', { prescription_id: PRESCRIPTION_IDS.ready, lbo: DEMO_LBO, city_id: 1 })).status,
    ).toBe(401);
    const auth = await login();
    const short = await call(
      'POST',
      '/erecept',
      { prescription_id: PRESCRIPTION_IDS.ready, lbo: '1234567890', city_id: 1 },
      { auth },
    );
    expect(short).toMatchObject({ status: 400, body: { message: expect.stringContaining('lbo') as string } });
  });

  it('reserves the whole prescription at a pharmacy in one call, at the co-payment, once per key', async () => {
    const { body: found } = await lookup(PRESCRIPTION_IDS.ready);
    const whole = found.pharmacies[0];
    if (!whole) throw new Error('a pharmacy has it all');
    const auth = await login();
    const request = {
      prescription_id: PRESCRIPTION_IDS.ready,
      lbo: DEMO_LBO,
      city_id: 1,
      pharmacy_id: whole.pharmacy.id,
      idempotency_key: KEY,
    };
    const reserved = await call<OrderDto>('POST', '/erecept/reserve', request, { auth });
    expect(reserved.status).toBe(200);
    expect(reserved.body).toMatchObject({
      status: 'accepted',
      name: 'Milica Jovanović',
      pharmacy: { id: whole.pharmacy.id },
    });
    expect(reserved.body.lines).toHaveLength(3);
    expect(reserved.body.total).toBe(whole.copayment);
    const again = await call<OrderDto>('POST', '/erecept/reserve', request, { auth });
    expect(again.body.id).toBe(reserved.body.id);
    const orders = await call<{ list: OrderDto[] }>('GET', '/orders', {}, { auth });
    expect(orders.body.list.map((o) => o.id)).toContain(reserved.body.id);
  });

  it('reserves the rest elsewhere: only the medicines asked for, and never at a pharmacy without them', async () => {
    const { body: found } = await lookup(PRESCRIPTION_IDS.shortage);
    const offer = found.pharmacies[0];
    if (!offer) throw new Error('some pharmacy has part of it');
    const auth = await login();
    const base = {
      prescription_id: PRESCRIPTION_IDS.shortage,
      lbo: DEMO_LBO,
      city_id: 1,
      pharmacy_id: offer.pharmacy.id,
    };
    const scarce = offer.missing[0] ?? 0;
    const none = await call(
      'POST',
      '/erecept/reserve',
      { ...base, product_ids: [scarce], idempotency_key: `${KEY}-a` },
      { auth, lang: 'eng' },
    );
    expect(none).toMatchObject({
      status: 400,
      body: { message: 'This pharmacy has none of the medicines asked for.' },
    });
    const part = await call<OrderDto>('POST', '/erecept/reserve', { ...base, idempotency_key: `${KEY}-b` }, { auth });
    expect(part.body.lines.map((l) => l.id)).toEqual(offer.lines.map((l) => l.product_id));
  });
});
