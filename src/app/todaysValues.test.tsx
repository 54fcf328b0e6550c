import { Profiler } from 'react';
import { act, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render';
import { setupMockBackend } from '@/testing/msw';
import { env } from '@/shared/config';
import { signPayload } from '@/shared/api/signature';
import { resetPrerendered } from '@/shared/api/prerendered';
import { parseListing, productsApi, toProductsArgs } from '@/features/catalog';
import { pharmaciesApi } from '@/features/pharmacies';
import { setPriceFactor } from '@mocks/lib/priceFactor';
import { makeStore } from './store';
import { pageHydrated, pricesIn, pricesUpdated } from './todaysValues';
import { PriceUpdates } from './shell/PriceUpdates';
import { Component as ProductPage } from '@/pages/detail';
import { Component as CataloguePage } from '@/pages/catalog';
import { PopularProducts } from '@/pages/home/PopularProducts';
import { PharmaciesTeaser } from '@/pages/home/PharmaciesTeaser';
import { popularArgs } from '@/pages/home/constants';

/** Today's values on a prerendered page (docs/decisions.md, "Today's values"). */
const server = setupMockBackend();

const PANADOL = { id: 1013, city_id: 1 };
const apiUrl = (path: string, params: object) =>
  `http://localhost${env.apiUrl}/site/v1${path}?data=${encodeURIComponent(JSON.stringify(params))}`;

let transferred: HTMLScriptElement | null = null;

/** The API's answer as the build saw it, written into the page like the prerender does. */
const prerender = async (answers: Array<[string, object]>) => {
  const state: Record<string, unknown> = {};
  for (const [path, params] of answers) {
    const json = JSON.stringify(params);
    const response = await fetch(apiUrl(path, params), {
      headers: { token: await signPayload(json, env.apiSecret), platform: '4', 'Accept-Language': 'en' },
    });
    state[apiUrl(path, params)] = await response.json();
  }
  const script = document.createElement('script');
  script.id = 'aptk-state';
  script.type = 'application/json';
  script.textContent = JSON.stringify(state);
  document.body.appendChild(script);
  transferred = script;
  resetPrerendered();
};

/**
 * A moment passes on jest's fake clock, and every answer and render due in it runs: what
 * a dispatch would set off has had its chance (no real sleep; README, "Tests").
 */
const aMomentLater = () => act(() => jest.advanceTimersByTimeAsync(50));
beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

/** Requests that reach the API, as `path`. */
const requests: string[] = [];
beforeEach(() => {
  requests.length = 0;
  server.events.on('request:start', ({ request }) => void requests.push(new URL(request.url).pathname));
});
afterEach(() => {
  server.events.removeAllListeners();
  transferred?.remove();
  transferred = null;
  resetPrerendered();
  setPriceFactor(null);
});

const detailPrice = (store: ReturnType<typeof makeStore>) =>
  productsApi.endpoints.getProductDetail.select(PANADOL)(store.getState()).data?.product.price;

describe('after a prerendered page hydrates', () => {
  it("asks once for the HTML's prices, shows today's in their place, and says so once", async () => {
    await prerender([['/products/detail', PANADOL]]);
    requests.length = 0;
    const store = makeStore();
    // The page's component holds the answer (its hook's subscription).
    const shown = store.dispatch(productsApi.endpoints.getProductDetail.initiate(PANADOL));
    await shown;
    expect(detailPrice(store)).toBe(249.9);
    expect(requests).toEqual([]);

    setPriceFactor(1.25);
    store.dispatch(pageHydrated());
    // While asking, the HTML's value stays on screen: no empty placeholder.
    expect(detailPrice(store)).toBe(249.9);
    await waitFor(() => expect(detailPrice(store)).toBe(312.38));
    expect(requests).toEqual(['/site/v1/products/detail']);
    await waitFor(() => expect(store.getState().todaysValues.pricesChanged).toBe(true));

    // Asked once: the answer from the network is today's, and a second start asks nothing.
    store.dispatch(pageHydrated());
    await aMomentLater();
    expect(requests).toEqual(['/site/v1/products/detail']);
    shown.unsubscribe();
  });

  it('asks again but says nothing when the prices are the same', async () => {
    await prerender([['/products/detail', PANADOL]]);
    requests.length = 0;
    const store = makeStore();
    const shown = store.dispatch(productsApi.endpoints.getProductDetail.initiate(PANADOL));
    await shown;
    store.dispatch(pageHydrated());
    await waitFor(() => expect(requests).toEqual(['/site/v1/products/detail']));
    await waitFor(() =>
      expect(productsApi.endpoints.getProductDetail.select(PANADOL)(store.getState()).status).toBe('fulfilled'),
    );
    expect(store.getState().todaysValues.pricesChanged).toBe(false);
    shown.unsubscribe();
  });

  it('asks nothing again for answers that came from the network or that change only with the build', async () => {
    await prerender([['/categories', {}]]);
    requests.length = 0;
    const store = makeStore();
    // The category tree from the HTML, a city's pharmacies from the network.
    const categories = store.dispatch(productsApi.endpoints.getCategories.initiate());
    const pharmacies = store.dispatch(pharmaciesApi.endpoints.getPharmacies.initiate({ city_id: 1 }));
    await Promise.all([categories, pharmacies]);
    expect(requests).toEqual(['/site/v1/pharmacies']);
    store.dispatch(pageHydrated());
    await aMomentLater();
    expect(requests).toEqual(['/site/v1/pharmacies']);
    categories.unsubscribe();
    pharmacies.unsubscribe();
  });

  it("drops the HTML's values no component shows (another city's visitor) instead of asking for them", async () => {
    await prerender([['/pharmacies', { city_id: 1 }]]);
    requests.length = 0;
    const store = makeStore();
    const loaded = store.dispatch(pharmaciesApi.endpoints.getPharmacies.initiate({ city_id: 1 }));
    await loaded;
    loaded.unsubscribe();
    store.dispatch(pageHydrated());
    await waitFor(() =>
      expect(pharmaciesApi.endpoints.getPharmacies.select({ city_id: 1 })(store.getState()).data).toBeUndefined(),
    );
    expect(requests).toEqual([]);
  });
});

describe('an answer asked again that equals the HTML', () => {
  // The load's longest task was this re-render (docs/performance.md, "Today's values"): a
  // page that shows the same values renders nothing again.
  it.each([
    [
      'the product page',
      [['/products/detail', PANADOL]] as Array<[string, object]>,
      <ProductPage />,
      '/detail/1013',
      '/detail/:id',
    ],
    [
      'the catalogue',
      [['/products', toProductsArgs(parseListing(new URLSearchParams()), { cityId: 1 })]] as Array<[string, object]>,
      <CataloguePage />,
      '/catalog',
      '/catalog',
    ],
    [
      "the main page's products and pharmacies",
      [
        ['/products', popularArgs(1)],
        ['/pharmacies', { city_id: 1 }],
      ] as Array<[string, object]>,
      <>
        <PopularProducts />
        <PharmaciesTeaser />
      </>,
      '/',
      '/',
    ],
  ])('renders nothing again on %s', async (_name, answers, page, path, routePath) => {
    // With what else the page shows from the HTML (the city's name, the category trail).
    await prerender([...answers, ['/cities', {}], ['/categories', {}]]);
    requests.length = 0;
    let renders = 0;
    const { store } = renderWithProviders(
      <Profiler id="page" onRender={() => void (renders += 1)}>
        {page}
      </Profiler>,
      { path, routePath },
    );
    // Every query answered, and no new one started by what those answers rendered (the
    // alternatives block asks once the page knows its city): then the page has nothing left to show.
    const settled = async () => {
      let asked = -1;
      while (asked !== Object.keys(store.getState().api.queries).length) {
        asked = Object.keys(store.getState().api.queries).length;
        await waitFor(
          () => {
            const entries = Object.values(store.getState().api.queries);
            expect(entries.length).toBeGreaterThan(0);
            expect(entries.every((entry) => entry?.status === 'fulfilled')).toBe(true);
          },
          { timeout: 5000 },
        );
        await aMomentLater();
      }
    };
    await settled();
    // The product page's cheaper alternatives are never in the HTML: the block asks for them
    // itself once the city is known (docs/decisions.md, "Cheaper alternatives").
    const fromHtml = () => requests.filter((path) => path !== '/site/v1/products/alternatives');
    const before = renders;
    expect(before).toBeGreaterThan(0);
    expect(fromHtml()).toEqual([]);

    act(() => void store.dispatch(pageHydrated()));
    await waitFor(() => expect(fromHtml()).toHaveLength(answers.length), { timeout: 5000 });
    await settled();
    expect(renders).toBe(before);
  });
});

describe('pricesIn', () => {
  it('reads every price of an answer, nested in lists too, and nothing else', () => {
    const page = {
      product: { price: 249.9, oldPrice: null, name: 'Panadol' },
      pharmacies: [{ price: 250, quantity: 3 }],
    };
    expect(pricesIn(page)).toBe(pricesIn(structuredClone(page)));
    expect(pricesIn(page)).not.toBe(pricesIn({ ...page, product: { ...page.product, oldPrice: 299.9 } }));
    expect(pricesIn(page)).not.toBe(pricesIn({ ...page, pharmacies: [{ price: 260, quantity: 3 }] }));
    expect(pricesIn(page)).toBe(pricesIn({ ...page, pharmacies: [{ price: 250, quantity: 1 }] }));
  });
});

describe('PriceUpdates', () => {
  it('is a polite live region, empty until the prices changed, then says so', () => {
    const { store } = renderWithProviders(<PriceUpdates />);
    const region = screen.getByRole('status');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toBeEmptyDOMElement();
    act(() => void store.dispatch(pricesUpdated()));
    expect(screen.getByText("Prices on this page have been updated to today's.")).toBe(region);
  });
});
