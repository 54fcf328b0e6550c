import en from '../../i18n/en.json';
import ru from '../../i18n/ru.json';
import sr from '../../i18n/sr.json';
import { expect as baseExpect, test, mainViolations } from './fixtures';

// Issue 26, part 2: cheaper products with the same substance, strength and form
// (docs/decisions.md, "Cheaper alternatives"). Several engineers test on two cores: give lazy parts time.
const expect = baseExpect.configure({ timeout: 10_000 });

/** Febricet 500 mg, 10 tablets: paracetamol 500 mg tablets of Galenika and Febricet's larger packs cost less per tablet. */
const FEBRICET = 1001;
/** Ibuprofen Galenika 600 mg: a prescription medicine with analogues. */
const RX_IBUPROFEN = 1036;

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    const seen = window as unknown as { layoutShift: number; shifted: string[] };
    seen.layoutShift = 0;
    seen.shifted = [];
    type Shift = PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources: Array<{ node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }>;
    };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[])
        if (!entry.hadRecentInput) {
          seen.layoutShift += entry.value;
          // What moved, so that a failure names it.
          for (const { node, previousRect: a, currentRect: b } of entry.sources)
            seen.shifted.push(
              `${node instanceof Element ? `${node.tagName}.${node.className} ${node.textContent}` : String(node?.nodeName)} ${JSON.stringify([a.x, a.y, a.width, a.height, b.x, b.y, b.width, b.height])}`,
            );
        }
    }).observe({ type: 'layout-shift', buffered: true });
  });
});

test('a shopper finds a cheaper equivalent at today’s price, by keyboard; a prescription medicine only gets the note', async ({
  page,
}) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/site/v1/products/alternatives')) asked.push(request.url());
  });
  // Today's prices: every price 25 % up since the build (docs/mock-backend.md, "QA controls").
  await page.goto(`/sr/detail/${FEBRICET}?mock_prices=1.25`);
  const block = page.getByRole('region', { name: sr['catalog.detail.alternatives.title'] });
  // Below the fold: neither its code nor its call is part of the first load; its place is kept.
  await expect(block.getByText(sr['catalog.detail.alternatives.loading'])).toBeAttached();
  await expect(block.getByText(sr['catalog.detail.alternatives.loading'])).not.toBeInViewport();
  expect(asked).toEqual([]);

  await block.scrollIntoViewIfNeeded();
  const list = block.getByRole('list', { name: 'Jeftinije zamene, grad: Beograd' });
  const items = list.getByRole('listitem');
  await expect(items).toHaveCount(5);
  // The cheapest per tablet first: Paracetamol Galenika 500 mg, 30 tablets, RSD 229.90 at the build, 287.38 today.
  const first = items.first();
  await expect(first.getByRole('link')).toHaveText('Paracetamol Galenika 500 mg');
  await expect(first).toContainText('287,38 RSD');
  await expect(first).toContainText('9,58 RSD po tableti');
  await expect(first).toContainText(/jeftinije po tableti$/);
  expect(asked).toHaveLength(1);
  const shift = await page.evaluate(() => {
    const { layoutShift, shifted } = window as unknown as { layoutShift: number; shifted: string[] };
    return { layoutShift, shifted };
  });
  expect(shift.layoutShift, `moved: ${shift.shifted.join(', ')}`).toBe(0);

  expect(await mainViolations(page)).toEqual([]);

  // By keyboard: the alternatives are stops in their order, and Enter opens one.
  await items.nth(1).getByRole('link').focus();
  await page.keyboard.press('Shift+Tab');
  await expect(first.getByRole('link')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/sr\/detail\/1009$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Paracetamol Galenika 500 mg');

  // A prescription medicine: a neutral note, no list, no call; in Russian and English alike.
  for (const [lang, m] of [
    ['ru', ru],
    ['en', en],
  ] as const) {
    await page.goto(`/${lang}/detail/${RX_IBUPROFEN}`);
    const note = page.getByRole('region', { name: m['catalog.detail.alternatives.rxTitle'] });
    await note.scrollIntoViewIfNeeded();
    await expect(note).toContainText(m['catalog.detail.alternatives.rxNote']);
    await expect(note.getByRole('list')).toHaveCount(0);
  }
  expect(asked).toHaveLength(1);
});
