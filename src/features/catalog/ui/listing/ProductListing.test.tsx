import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { appReady } from '@/shared/lifecycle';
import { renderWithProviders } from '@/testing/render';
import { setupMockBackend } from '@/testing/msw';
import { ProductListing } from './ProductListing';

const server = setupMockBackend();

// Each test renders whole pages of cards against the mock backend: slow on a busy machine.
jest.setTimeout(30_000);

const renderListing = (path: string) =>
  renderWithProviders(<ProductListing scope={{}} />, { path, routePath: '/catalog' });

/** Numbers of the price lines of the shown cards, in order. */
const shownPrices = (): number[] =>
  screen
    .getAllByRole('article')
    .map(
      (card) =>
        // The current price is told apart from the struck-through one only by markup.
        /* eslint-disable testing-library/no-node-access */
        card.querySelector('p s')?.previousSibling?.textContent ??
        card.querySelector('[class*="current"], [class*="promo"]')?.textContent ??
        '',
      /* eslint-enable testing-library/no-node-access */
    )
    .filter((text) => text !== '')
    .map((text) => Number(text.replace(/[^\d.]/g, '')));

const requestedArgs = (): Array<Record<string, unknown>> => {
  const seen: Array<Record<string, unknown>> = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname.endsWith('/products'))
      seen.push(JSON.parse(url.searchParams.get('data') ?? '{}') as Record<string, unknown>);
  });
  return seen;
};

describe('ProductListing', () => {
  it('asks the server for the view the URL describes and ignores what it cannot read', async () => {
    const seen = requestedArgs();
    renderListing('/catalog?form=tablets&form=pills&rx=0&stock=1&sort=price_asc&page=2&pharmacy=abc');
    await screen.findAllByRole('article');
    expect(seen[0]).toEqual({
      city_id: 1,
      forms: ['tablets'],
      rx: false,
      in_stock: true,
      sort: 'price_asc',
      page: 2,
      per_page: 24,
    });
    expect(screen.getByRole('checkbox', { name: /tablets/i })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Without prescription' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price_asc');
    expect(screen.getByRole('navigation', { name: 'Pages' })).toHaveTextContent('2');
    // The current page is a span marked aria-current, named by its (visually hidden) text.
    expect(
      within(screen.getByRole('navigation', { name: 'Pages' })).getByText('Page 2', {
        selector: '[aria-current="page"] > span',
      }),
    ).toBeInTheDocument();
  });

  it('shows one page of 24 cards, ordered by price when asked', async () => {
    renderListing('/catalog?sort=price_asc&stock=1');
    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(24);
    const prices = shownPrices();
    expect(prices.length).toBeGreaterThan(10);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it('writes a chosen filter and sort to the URL and starts again at page 1', async () => {
    const { router } = renderListing('/catalog?page=3');
    await screen.findAllByRole('article');
    await userEvent.click(screen.getByRole('radio', { name: 'Prescription only' }));
    await waitFor(() => expect(router.state.location.search).toBe('?rx=1'));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'name');
    await waitFor(() => expect(router.state.location.search).toBe('?rx=1&sort=name'));
    // The chips come a task after the tap that chose the filter: as late as the machine makes them.
    await userEvent.click(await screen.findByRole('button', { name: 'Remove filter: Prescription only' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=name'));
  });

  it('moves between pages with real links', async () => {
    const { router } = renderListing('/catalog');
    await screen.findAllByRole('article');
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pages).getByRole('link', { name: 'Page 2' })).toHaveAttribute('href', '/catalog?page=2');
    await userEvent.click(within(pages).getByRole('link', { name: /next/i }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
  });

  it('offers to clear the filters when nothing matches them', async () => {
    const { router } = renderListing('/catalog?manufacturer=Nobody%20Pharma');
    expect(await screen.findByText('No product matches these filters')).toBeInTheDocument();
    await userEvent.click(screen.getAllByRole('button', { name: 'Clear filters' })[0]!);
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('shows an error with a retry when the products cannot be loaded', async () => {
    server.use(http.get('*/site/v1/products', () => HttpResponse.json({}, { status: 500 })));
    renderListing('/catalog');
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred, please try again later');
    server.resetHandlers();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect((await screen.findAllByRole('article')).length).toBeGreaterThan(0);
  });

  it('shows the same error when the answer does not match its schema, and nothing of it', async () => {
    // A list that is no list; a card without its price would only leave the list
    // (docs/api.md, "Required and optional fields").
    server.use(
      http.get('*/site/v1/products', () =>
        HttpResponse.json({ list: { id: 1, name: 'Brufen 400 mg' }, total: 1, page: 1, per_page: 24 }),
      ),
    );
    renderListing('/catalog');
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred, please try again later');
    expect(screen.queryByText('Brufen 400 mg')).not.toBeInTheDocument();
  });

  it('keeps the first load on the lazy layout of off-screen cards after the app is ready; Back lays them all out', async () => {
    const { router, store } = renderListing('/catalog');
    await screen.findAllByRole('article');
    /* eslint-disable testing-library/no-node-access -- the layout mode is a class of the grid */
    const grid = () => screen.getAllByRole('article')[0]!.closest('ul');
    await act(() => store.dispatch(appReady('hydrated')));
    // Any render after the start (here: opening the filters) must not turn the first entry
    // into a Back/Forward one, which lays out all 24 cards at once.
    await userEvent.click(screen.getByRole('button', { name: /^Filters/ }));
    expect(grid()).not.toHaveClass('laidOut');
    await act(() => router.navigate('/catalog?page=2'));
    await waitFor(() => expect(screen.getByRole('navigation', { name: 'Pages' })).toHaveTextContent('2'));
    expect(grid()).not.toHaveClass('laidOut');
    await act(() => router.navigate(-1));
    await waitFor(() => expect(grid()).toHaveClass('laidOut'));
    /* eslint-enable testing-library/no-node-access */
  });
});
