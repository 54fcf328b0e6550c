import { chunkScript, expect, test } from './fixtures';
test('probe', async ({ page, context }) => {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((r) => {
    release = r;
  });
  await context.route(chunkScript('app'), async (route) => {
    await gate;
    await route.continue();
  });
  void page.goto('/en/catalog').catch(() => undefined);
  const main = page.getByRole('main');
  await main.getByRole('combobox').first().waitFor();
  console.log(
    'controls',
    await main
      .locator('button, select, input, a[href*="page"]')
      .evaluateAll((els) =>
        els
          .slice(0, 40)
          .map(
            (e) =>
              `${e.tagName}:${(e as HTMLInputElement).type ?? ''}:${e.getAttribute('aria-label') ?? e.textContent?.trim().slice(0, 30)}`,
          ),
      ),
  );
  const sort = main.getByRole('combobox').first();
  console.log(
    'sort options',
    await sort.evaluate((s: HTMLSelectElement) => [
      s.name,
      s.form?.getAttribute('action'),
      Array.from(s.options).map((o) => o.value),
    ]),
  );
  await sort.selectOption({ index: 2 });
  console.log('url after select', page.url());
  release();
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
  console.log('url after ready', page.url(), await sort.inputValue());
  const footer = page.locator('footer');
  console.log(
    'footer forms',
    await footer.locator('form').evaluateAll((fs) => fs.map((f) => f.outerHTML.slice(0, 300))),
  );
});
