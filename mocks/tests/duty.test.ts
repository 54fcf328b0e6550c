import type { DutyDto } from '@/shared/api/answers';
import { getDataset } from '../data/dataset';
import { dutyPharmacies, dutyRoster } from '../services/duty';
import { setFailure } from '../qa';
import { call, setupMockServer } from './helpers';

/** docs/api.md, GET /pharmacies/duty; docs/mock-backend.md, "Night duty". */
const at = (iso: string): number => Date.parse(iso);
const HOUR = 3600_000;

describe('the night duty rota of the mock', () => {
  const ds = getDataset();

  it('puts on duty only pharmacies of the city that are not open round the clock, the same ones for the same night', () => {
    for (const city of ds.cities) {
      const pharmacies = ds.pharmaciesByCity.get(city.id) ?? [];
      const night = dutyPharmacies(ds, city.id, '2026-11-26');
      for (const ph of night) {
        expect(ph.cityId).toBe(city.id);
        expect(ph.hours.every((day) => day?.open === '00:00' && day.close === '24:00')).toBe(false);
      }
      expect(dutyPharmacies(ds, city.id, '2026-11-26')).toEqual(night);
      const rota = pharmacies.filter((ph) => !ph.hours.every((d) => d?.open === '00:00' && d.close === '24:00'));
      expect(night).toHaveLength(rota.length === 0 ? 0 : rota.length >= 8 ? 2 : 1);
    }
  });

  it('lists the night in progress and the six after it, 20:00 to 08:00 in Belgrade', () => {
    // Thursday 26 November 2026, 10:00 in Belgrade (UTC+1): tonight is the first night listed.
    const list = dutyRoster(ds, 1, at('2026-11-26T09:00:00Z'));
    const nights = [...new Set(list.map((shift) => shift.night))];
    expect(nights).toEqual([
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
    ]);
    expect(list[0]).toMatchObject({ from: '2026-11-26T19:00:00.000Z', to: '2026-11-27T07:00:00.000Z' });
    // At 03:00 the night that began yesterday evening is still on.
    const early = dutyRoster(ds, 1, at('2026-11-27T02:00:00Z'));
    expect(early[0]?.night).toBe('2026-11-26');
    // At 08:00 it is over.
    expect(dutyRoster(ds, 1, at('2026-11-27T07:00:00Z'))[0]?.night).toBe('2026-11-27');
  });

  it('keeps the wall clock across the changes of time: the autumn night is 13 hours, the spring night 11', () => {
    const autumn = dutyRoster(ds, 1, at('2026-10-24T08:00:00Z')).find((s) => s.night === '2026-10-24');
    expect(autumn).toMatchObject({ from: '2026-10-24T18:00:00.000Z', to: '2026-10-25T07:00:00.000Z' });
    expect(at(autumn?.to ?? '') - at(autumn?.from ?? '')).toBe(13 * HOUR);
    const spring = dutyRoster(ds, 1, at('2026-03-28T08:00:00Z')).find((s) => s.night === '2026-03-28');
    expect(spring).toMatchObject({ from: '2026-03-28T19:00:00.000Z', to: '2026-03-29T06:00:00.000Z' });
  });
});

describe('GET /pharmacies/duty', () => {
  setupMockServer();
  afterEach(() => jest.useRealTimers());

  it("answers the city's rota from the time of the request, as its schema reads it", async () => {
    jest.useFakeTimers({
      now: at('2026-11-26T22:30:00Z'),
      doNotFake: [
        'setTimeout',
        'setInterval',
        'setImmediate',
        'queueMicrotask',
        'nextTick',
        'clearTimeout',
        'clearInterval',
      ],
    });
    const res = await call<DutyDto>('GET', '/pharmacies/duty', { city_id: 1 });
    expect(res.status).toBe(200);
    const belgrade = new Set((getDataset().pharmaciesByCity.get(1) ?? []).map((ph) => ph.id));
    expect(res.body.list.length).toBeGreaterThan(0);
    for (const shift of res.body.list) expect(belgrade.has(shift.pharmacy_id)).toBe(true);
    // 23:30 in Belgrade: tonight's shifts are in progress.
    const first = res.body.list[0];
    expect(first?.night).toBe('2026-11-26');
    expect(at(first?.from ?? '')).toBeLessThanOrEqual(Date.now());
  });

  it('answers 404 for an unknown city and 400 for a wrong shape', async () => {
    expect((await call('GET', '/pharmacies/duty', { city_id: 9999 })).status).toBe(404);
    expect((await call('GET', '/pharmacies/duty', { city: 1 })).status).toBe(400);
  });

  it('fails on the QA switch like every call (?mock_fail=/pharmacies/duty)', async () => {
    setFailure('/pharmacies/duty', { status: 503 });
    expect((await call('GET', '/pharmacies/duty', { city_id: 1 })).status).toBe(503);
  });
});
