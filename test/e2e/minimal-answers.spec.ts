import { main, expect as baseExpect, test, type Page, type Response, openCart } from './fixtures';

// Several engineers build and test on the same two cores: give the first paint of a lazy page time.
const expect = baseExpect.configure({ timeout: 10_000 });

/**
 * The catalogue, a product page and the cart against a backend that sends only what docs/api.md,
 * "Required and optional fields" requires: the mock's `?mock_minimal=1` switch strips every
 * optional field from every answer (docs/mock-backend.md, "Minimal answers"). The first page
 * comes with its data in the HTML, so the pages under test are reached by the app's own links,
 * and their data is asked of the (minimal) mock.
 */

const ERROR = /An error occurred/i;

/**
 * The next answer to a `/site/v1` GET of `path` that `wanted` accepts by its `data`. The main
 * page asks again for its popular strip (`/products` with `rx: false`) once it has hydrated
 * (docs/decisions.md, "Today's values"), so the catalogue's answer is told apart by its data.
 */
const nextAnswer = (
  page: Page,
  path: string,
  wanted: (data: Record<string, unknown>) => boolean = () => true,
): Promise<Response> =>
  page.waitForResponse((response) => {
    const url = new URL(response.url());
    if (!url.pathname.endsWith(`/site/v1${path}`)) return false;
    return wanted(JSON.parse(url.searchParams.get('data') ?? '{}') as Record<string, unknown>);
  });

test('the catalogue, a product and the cart work on answers with only their required fields', async ({
  page,
  seedCart,
}) => {
  await seedCart([
    [1001, 2],
    [1007, 1],
  ]);
  await page.goto('/en?mock_minimal=1');

  // The catalogue: every card named and priced; no unit price, for no card was told its pack.
  const products = nextAnswer(page, '/products', (data) => data.rx !== false);
  await main(page).getByRole('link', { name: 'Browse the catalog' }).click();
  await expect(page).toHaveURL(/\/en\/catalog/);
  const answer = (await (await products).json()) as { list: Array<Record<string, unknown>> };
  expect(Object.keys(answer).sort()).toEqual(['list']);
  expect(Object.keys(answer.list[0] ?? {}).sort()).toEqual(['allow_safety', 'id', 'name', 'price']);
  const cards = main(page).getByRole('article');
  await expect(cards).toHaveCount(answer.list.length);
  const first = String(answer.list[0]?.name);
  await expect(cards.first().getByRole('heading', { name: first })).toBeVisible();
  await expect(main(page).getByText(/RSD/).first()).toBeVisible();
  await expect(main(page).locator('[data-unit-price]')).toHaveCount(0);
  await expect(main(page).getByText(ERROR)).toHaveCount(0);

  // A product page: its name, its price, where to get it; no pack count without a pack unit.
  await cards.first().getByRole('link', { name: first }).click();
  await expect(page).toHaveURL(/\/en\/detail\/\d+$/);
  await expect(main(page).getByRole('heading', { level: 1, name: first })).toBeVisible();
  await expect(main(page).getByText(/RSD/).first()).toBeVisible();
  await expect(main(page).locator('[data-pack-count]')).toHaveCount(0);
  await expect(main(page).getByText(ERROR)).toHaveCount(0);

  // The cart: its lines, their prices, and the way on to a pharmacy.
  await openCart(page);
  await expect(main(page).getByRole('heading', { name: 'Febricet 500 mg' })).toBeVisible();
  await expect(main(page).getByRole('heading', { name: 'Paracetamol Galenika 500 mg' })).toBeVisible();
  const summary = page.getByRole('complementary', { name: 'Order summary' });
  await expect(summary).toContainText('RSD');
  await expect(summary.getByRole('link', { name: 'Choose a pharmacy' })).toBeVisible();
  await expect(main(page).getByText(ERROR)).toHaveCount(0);
});
