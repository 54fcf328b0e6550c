import { expect, test } from './fixtures';

test.describe('personal area', () => {
  test('every /lk page has the same navigation, with the current section marked', async ({ page, signIn }) => {
    await page.goto('/en/');
    await signIn();
    const nav = page.getByRole('navigation', { name: 'Personal account' });
    const sections = ['Profile', 'My orders', 'Favorites', 'My therapy', 'My eRecept', 'My questions', 'Sign out'];

    for (const [path, current] of [
      ['/en/lk', 'Profile'],
      ['/en/lk/orders', 'My orders'],
      ['/en/lk/favourites', 'Favorites'],
      ['/en/lk/therapy', 'My therapy'],
      ['/en/lk/erecept', 'My eRecept'],
      ['/en/lk/questions', 'My questions'],
    ] as const) {
      await page.goto(path);
      await expect(nav.getByRole('listitem')).toHaveText(sections);
      await expect(nav.getByRole('link', { name: current })).toHaveAttribute('aria-current', 'page');
    }

    // An order's page sits under "My orders".
    await page.goto('/en/lk/orders');
    await page.getByRole('main').getByRole('article').first().getByRole('link').first().click();
    await expect(page).toHaveURL(/\/en\/lk\/orders\/\d+$/);
    await expect(nav.getByRole('listitem')).toHaveText(sections);
    await expect(nav.getByRole('link', { name: 'My orders' })).toHaveAttribute('aria-current', 'page');
  });
});

test.describe('bottom bar', () => {
  test('"Orders" while signed out asks to sign in, then opens the orders', async ({ page }) => {
    test.skip((page.viewportSize()?.width ?? 0) >= 768, 'the bottom bar belongs to the phone layout');
    await page.goto('/en/detail/1013');
    await page.getByRole('navigation', { name: 'Quick navigation' }).getByRole('link', { name: 'Orders' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign in / Register' });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/\/en\/detail\/1013$/);

    const form = dialog.getByRole('form', { name: 'Sign in' });
    await form.getByLabel('Phone number').pressSequentially('641234567');
    await form.getByLabel('Password', { exact: true }).fill('demo1234');
    await form.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/en\/lk\/orders$/);
    await expect(page.getByRole('heading', { level: 1, name: 'My orders' })).toBeVisible();
  });

  test('closing the sign-in dialog leaves the visitor where they were', async ({ page }) => {
    test.skip((page.viewportSize()?.width ?? 0) >= 768, 'the bottom bar belongs to the phone layout');
    await page.goto('/en/detail/1013');
    await page.getByRole('navigation', { name: 'Quick navigation' }).getByRole('link', { name: 'Orders' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign in / Register' });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/en\/detail\/1013$/);
  });
});
