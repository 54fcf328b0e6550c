import { screen, waitFor, within } from '@testing-library/react';
import { optionalPaths } from '@mocks/minimal';
import { CartItemsSchema, CategoriesSchema, ProductDetailSchema, ProductsSchema } from '@/shared/api';
import { forgetTolerated } from '@/shared/api/tolerant';
import { CartView } from '@/features/cart';
import { ProductListing } from '@/features/catalog';
import { Component as DetailPage } from '@/pages/detail';
import { Component as CatalogPage } from '@/pages/catalog';
import { renderWithProviders } from '@/testing/render';
import { setupMockBackend } from '@/testing/msw';
import { serveChanged, serveWithout } from '@/testing/answerVariants';

/**
 * The pages read answers that lack any one optional field (docs/api.md, "Required and optional
 * fields"): the cases come from the schemas, so a field made optional tomorrow is tried here at
 * once. Each page must still show what it is for, and never its error.
 */
const server = setupMockBackend();
jest.setTimeout(60_000);

const ERROR = /An error occurred/i;

const renderCatalogue = () => renderWithProviders(<CatalogPage />, { path: '/catalog', routePath: '/catalog' });
const renderListing = () =>
  renderWithProviders(<ProductListing scope={{}} />, { path: '/catalog', routePath: '/catalog' });
const renderDetail = () => renderWithProviders(<DetailPage />, { path: '/detail/1001', routePath: '/detail/:id' });
const CART = [
  { id: 1001, quantity: 2 },
  { id: 1007, quantity: 1 },
];
const renderCart = () =>
  renderWithProviders(<CartView />, {
    path: '/cart',
    preloadedState: { cart: { lines: CART, settled: CART, restored: true } },
  });

/** The catalogue's cards are all there, each named. */
const expectCards = async () => {
  const cards = await screen.findAllByRole('article');
  expect(cards).toHaveLength(24);
  for (const card of cards) expect(within(card).getByRole('heading').textContent).not.toBe('');
  expect(screen.queryByText(ERROR)).not.toBeInTheDocument();
};

/** The product page names the product and prices it, without its error. */
const expectProduct = async () => {
  expect(await screen.findByRole('heading', { level: 1, name: 'Febricet 500 mg' })).toBeInTheDocument();
  expect(screen.getAllByText(/RSD|din/).length).toBeGreaterThan(0);
  expect(screen.queryByText(ERROR)).not.toBeInTheDocument();
};

/** The cart shows its lines and the way on. */
const expectCart = async () => {
  expect(await screen.findByRole('heading', { name: 'Febricet 500 mg' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Paracetamol Galenika 500 mg' })).toBeInTheDocument();
  expect(await screen.findByRole('link', { name: 'Choose a pharmacy' })).toBeInTheDocument();
  expect(screen.queryByText(ERROR)).not.toBeInTheDocument();
};

describe('pages on answers without an optional field', () => {
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it.each(optionalPaths(ProductsSchema))('the catalogue without GET /products %s', async (field) => {
    serveWithout(server, '/products', field);
    renderListing();
    await expectCards();
  });

  it.each(optionalPaths(CategoriesSchema))('the catalogue page without GET /categories %s', async (field) => {
    serveWithout(server, '/categories', field);
    renderCatalogue();
    await expectCards();
  });

  it.each(optionalPaths(ProductDetailSchema))('the product page without GET /products/detail %s', async (field) => {
    serveWithout(server, '/products/detail', field);
    renderDetail();
    await expectProduct();
  });

  it.each(optionalPaths(ProductsSchema))('the cart without GET /products %s', async (field) => {
    serveWithout(server, '/products', field);
    renderCart();
    await expectCart();
  });

  it.each(optionalPaths(CartItemsSchema))('the cart without GET /cart/items %s', async (field) => {
    serveWithout(server, '/cart/items', field);
    renderCart();
    await expectCart();
  });
});

/** What the reader said, without Redux's dev-only notes of a slow check on a busy machine. */
const readerWarnings = (warn: jest.SpyInstance) =>
  warn.mock.calls.map((call) => String(call[0])).filter((message) => !/Middleware took \d+ms/.test(message));

describe('pages on answers with a broken detail or entry', () => {
  beforeEach(() => forgetTolerated());
  afterEach(() => jest.restoreAllMocks());

  it('shows a product whose pack unit and colour are malformed, without the unit price only, and says so once', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    serveChanged(server, '/products/detail', (answer) => {
      const detail = answer as { product: Record<string, unknown> };
      return { ...detail, product: { ...detail.product, pack_unit: 'ten tablets', color: 7 } };
    });
    const { container } = renderDetail();
    await expectProduct();
    /* eslint-disable testing-library/no-node-access, testing-library/no-container -- markers of the unit price, not text */
    expect(container.querySelector('[data-pack-count]')).toBeNull();
    expect(screen.getByRole('img', { name: /^Febricet 500 mg/ })).toBeInTheDocument();
    // The other cards of the page (analogues, related) still have their unit prices.
    await waitFor(() => expect(container.querySelectorAll('[data-unit-price]').length).toBeGreaterThan(0));
    /* eslint-enable testing-library/no-node-access, testing-library/no-container */
    expect(readerWarnings(warn)).toEqual([
      expect.stringContaining('product.color is malformed'),
      expect.stringContaining('product.pack_unit is malformed'),
    ]);
  });

  it.each([
    ['without rx', undefined],
    ['with a malformed rx', 'no'],
  ])('says the pharmacist checks a product %s at pickup, never that it needs no prescription', async (_case, rx) => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    serveChanged(server, '/products/detail', (answer) => {
      const detail = answer as { product: Record<string, unknown> };
      const { rx: _rx, ...product } = detail.product;
      return { ...detail, product: rx === undefined ? product : { ...product, rx } };
    });
    renderDetail();
    await expectProduct();
    expect(
      screen.getByText('The pharmacist checks at pickup whether this product needs a prescription.'),
    ).toBeInTheDocument();
    // Not claimed either way: no "Prescription medicine" note.
    expect(screen.queryByText(/^Dispensed only with a prescription/)).not.toBeInTheDocument();
  });

  it('leaves a product without a name out of the catalogue, not the catalogue', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    let dropped = '';
    serveChanged(server, '/products', (answer) => {
      const page = answer as { list: Array<Record<string, unknown>> };
      const [first, ...rest] = page.list;
      dropped = String(first?.name);
      const { name: _name, ...nameless } = first ?? {};
      return { ...page, list: [nameless, ...rest] };
    });
    renderListing();
    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(23);
    expect(screen.queryByRole('heading', { name: dropped })).not.toBeInTheDocument();
    expect(screen.queryByText(ERROR)).not.toBeInTheDocument();
    expect(readerWarnings(warn)).toEqual([
      expect.stringContaining('products.list has an entry without a required field'),
    ]);
  });
});
