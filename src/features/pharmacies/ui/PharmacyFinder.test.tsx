import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/testing/render';
// Not a React hook despite its name: it registers jest's beforeAll/afterEach/afterAll.
import { setupMockBackend } from '@/testing/msw';
import { getDataset } from '@mocks/data/dataset';
import { dutyPharmacies } from '@mocks/services/duty';
import { PharmacyFinder } from './PharmacyFinder';

/**
 * A shopper in Belgrade at night, on the mock backend: Saturday 28 November 2026, 23:30 in
 * Belgrade (22:30 UTC). Only the device's clock is fake; the mock answers from the same clock.
 */
const NIGHT = new Date('2026-11-28T22:30:00Z');
const ds = getDataset();
const belgrade = ds.pharmaciesByCity.get(1) ?? [];
const allDay = belgrade.filter((ph) => ph.hours.every((d) => d?.open === '00:00' && d.close === '24:00'));
const onDuty = dutyPharmacies(ds, 1, '2026-11-28');

// Eighteen cards rendered several times: slow on a busy two-core machine.
jest.setTimeout(30_000);
setupMockBackend();
beforeEach(() => {
  // Only the date: React, msw and user-event keep real timers.
  jest.useFakeTimers({
    now: NIGHT,
    doNotFake: [
      'hrtime',
      'nextTick',
      'performance',
      'queueMicrotask',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'requestIdleCallback',
      'cancelIdleCallback',
      'setImmediate',
      'clearImmediate',
      'setInterval',
      'clearInterval',
      'setTimeout',
      'clearTimeout',
    ],
  });
});
afterEach(() => {
  jest.useRealTimers();
  Reflect.deleteProperty(navigator, 'geolocation');
});

const shownNames = () =>
  within(screen.getAllByRole('list')[0] ?? document.body)
    .getAllByRole('article')
    .map((card) => within(card).getByRole('heading').textContent)
    .sort();
const names = (list: typeof belgrade) => list.map((ph) => ph.name).sort();

const geolocationAnswering = (answer: (ok: PositionCallback, failed: PositionErrorCallback) => void) => {
  const getCurrentPosition = jest.fn((ok: PositionCallback, failed?: PositionErrorCallback | null) =>
    answer(ok, failed ?? (() => undefined)),
  );
  Object.defineProperty(navigator, 'geolocation', { configurable: true, value: { getCurrentPosition } });
  return getCurrentPosition;
};

describe('PharmacyFinder at night', () => {
  it('finds the pharmacies open now: the round-the-clock ones and tonight’s duty', async () => {
    expect(onDuty.length).toBeGreaterThan(0);
    const user = userEvent.setup();
    renderWithProviders(<PharmacyFinder cityId={1} cityName="Belgrade" />, { path: '/pharmacies' });
    const open = await screen.findByRole('radio', { name: `Open now (${allDay.length + onDuty.length})` });
    expect(screen.getByRole('radio', { name: `All (${belgrade.length})` })).toBeChecked();
    expect(screen.getByRole('radio', { name: `Open 24 hours (${allDay.length})` })).toBeInTheDocument();
    expect(shownNames()).toEqual(names(belgrade));

    await user.click(open);
    expect(shownNames()).toEqual(names([...allDay, ...onDuty]));
    expect(screen.getByText(`Showing ${allDay.length + onDuty.length} of ${belgrade.length}`)).toBeInTheDocument();
    for (const ph of onDuty) {
      const card = screen.getByRole('article', { name: ph.name });
      expect(within(card).getByText('Open now')).toBeInTheDocument();
      expect(within(card).getByText('on night duty until 08:00')).toBeInTheDocument();
      expect(within(card).getByText('On night duty tonight, 20:00–08:00')).toBeInTheDocument();
    }

    await user.click(screen.getByRole('radio', { name: /^Open 24 hours/ }));
    expect(shownNames()).toEqual(names(allDay));
    await user.click(screen.getByRole('radio', { name: /^All/ }));
    expect(shownNames()).toEqual(names(belgrade));
  });

  it('sorts by distance once the visitor shares their location, on their press only', async () => {
    const far = belgrade[belgrade.length - 1];
    if (!far) throw new Error('dataset');
    const getCurrentPosition = geolocationAnswering((ok) =>
      ok({ coords: { latitude: far.lat, longitude: far.lng } } as GeolocationPosition),
    );
    const user = userEvent.setup();
    renderWithProviders(<PharmacyFinder cityId={1} cityName="Belgrade" />, { path: '/pharmacies' });
    const locate = await screen.findByRole('button', { name: 'Sort by distance from me' });
    expect(getCurrentPosition).not.toHaveBeenCalled();
    await user.click(locate);
    expect(await screen.findByText('Sorted by distance from you, nearest first.')).toBeInTheDocument();
    const cards = within(screen.getAllByRole('list')[0] ?? document.body).getAllByRole('article');
    expect(within(cards[0] ?? document.body).getByRole('heading')).toHaveTextContent(far.name);
    expect(within(cards[0] ?? document.body).getByText('0 km from you')).toBeInTheDocument();
    const distances = cards.map((card) => Number(/([\d.]+) km from you/.exec(card.textContent ?? '')?.[1]));
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
  });

  it('keeps the list and its order when the location is refused', async () => {
    geolocationAnswering((_ok, failed) => failed({ code: 1, message: 'denied' } as GeolocationPositionError));
    const user = userEvent.setup();
    renderWithProviders(<PharmacyFinder cityId={1} cityName="Belgrade" />, { path: '/pharmacies' });
    await user.click(await screen.findByRole('button', { name: 'Sort by distance from me' }));
    expect(
      await screen.findByText('Your location is not available (not allowed or not found). The list keeps its order.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/km from you/)).not.toBeInTheDocument();
    expect(shownNames()).toEqual(names(belgrade));
  });
});
