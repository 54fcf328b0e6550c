import { act, screen, waitFor } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { renderWithProviders } from '@/testing/render';
// Not a React hook despite its name: it registers jest's beforeAll/afterEach/afterAll.
import { setupMockBackend } from '@/testing/msw';
import { readCookie, removeCookie, writeCookie } from '@/shared/storage';
import { cityChosen, cityResolved, selectCityConfirmed, selectCityId } from './citySlice';
import { useResolveCity } from './useResolveCity';
import { useCityId } from './useCityId';
import { CityOpener } from '../ui/CityOpener';

const server = setupMockBackend();

const locateCalls: unknown[] = [];
beforeEach(() => {
  locateCalls.length = 0;
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname.endsWith('/cities/locate')) locateCalls.push(JSON.parse(url.searchParams.get('data') ?? 'null'));
  });
});
afterEach(() => {
  server.events.removeAllListeners();
  removeCookie('city');
  jest.useRealTimers();
});

const Probe = () => {
  useResolveCity();
  return (
    <>
      <output aria-label="city id">{useCityId()}</output>
      <CityOpener />
    </>
  );
};

describe('useResolveCity', () => {
  it('with no cookie, asks the server to locate the visitor and takes its city (id 1)', async () => {
    const { store } = renderWithProviders(<Probe />);
    await waitFor(() => expect(selectCityConfirmed(store.getState())).toBe(true));
    expect(locateCalls).toEqual([{}]);
    expect(selectCityId(store.getState())).toBe(1);
    expect(await screen.findByRole('button', { name: 'City: Belgrade. Change city' })).toHaveTextContent('Belgrade');
    expect(readCookie('city')).toBeUndefined();
  });

  it('uses the stored city at once and has the server confirm it', async () => {
    writeCookie('city', '3');
    const { store } = renderWithProviders(<Probe />);
    expect(screen.getByRole('status', { name: 'city id' })).toHaveTextContent('3');
    await waitFor(() => expect(selectCityConfirmed(store.getState())).toBe(true));
    expect(locateCalls).toEqual([{ id: 3 }]);
    expect(selectCityId(store.getState())).toBe(3);
    expect(await screen.findByRole('button', { name: /Niš/ })).toBeInTheDocument();
    expect(readCookie('city')).toBe('3');
  });

  it('ignores an unreadable cookie and locates the visitor instead', async () => {
    writeCookie('city', 'beograd');
    const { store } = renderWithProviders(<Probe />);
    await waitFor(() => expect(selectCityConfirmed(store.getState())).toBe(true));
    expect(locateCalls).toEqual([{}]);
    expect(selectCityId(store.getState())).toBe(1);
  });

  it('drops a stored city the server does not know and takes the one it answers', async () => {
    writeCookie('city', '999');
    const { store } = renderWithProviders(<Probe />);
    await waitFor(() => expect(selectCityConfirmed(store.getState())).toBe(true));
    expect(locateCalls).toEqual([{ id: 999 }]);
    expect(selectCityId(store.getState())).toBe(1);
    expect(readCookie('city')).toBeUndefined();
  });

  it('keeps a city chosen while the server was still locating the visitor', async () => {
    // The server's delay passes on jest's fake clock (README, "Tests").
    jest.useFakeTimers();
    server.use(
      http.get('*/site/v1/cities/locate', async () => {
        await delay(150);
        return HttpResponse.json({ id: 1, name: 'Belgrade' });
      }),
    );
    const { store } = renderWithProviders(<Probe />);
    act(() => {
      store.dispatch(cityChosen(5));
    });
    await waitFor(() => expect(locateCalls).toHaveLength(1));
    await act(() => jest.advanceTimersByTimeAsync(150));
    // The late answer has been read (the visitor's city would be 1 if it won)…
    await waitFor(() =>
      expect(Object.values(store.getState().api.queries).every((query) => query?.status === 'fulfilled')).toBe(true),
    );
    // …and the chosen city stays.
    expect(selectCityId(store.getState())).toBe(5);
    expect(readCookie('city')).toBe('5');
  });

  it('a located city that confirms the default one renders nothing that reads the city', () => {
    let renders = 0;
    const Reader = () => {
      renders += 1;
      return <p>{useCityId()}</p>;
    };
    const { store } = renderWithProviders(<Reader />);
    expect(selectCityId(store.getState())).toBeNull();
    expect(screen.getByText('1')).toBeInTheDocument();
    const before = renders;
    act(() => {
      store.dispatch(cityResolved(1));
    });
    expect(selectCityConfirmed(store.getState())).toBe(true);
    expect(renders).toBe(before);
    act(() => {
      store.dispatch(cityChosen(5));
    });
    expect(screen.getByText('5')).toBeInTheDocument();
  });
});
