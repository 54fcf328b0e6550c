import { expect, type BrowserContext, type Page } from '@playwright/test';

/** The mock's demo client (docs/mock-backend.md). */
export const DEMO = { phone: '641234567', password: 'demo1234', name: 'Milica Jovanović' };

/** Signs the demo client in through the header's English sign-in dialog, as a shopper would. */
export const signIn = async (page: Page) => {
  await page.getByRole('banner').getByRole('button', { name: 'Sign in / Register' }).click();
  const form = page.getByRole('dialog', { name: 'Sign in / Register' }).getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Phone number').pressSequentially(DEMO.phone);
  await form.getByLabel('Password', { exact: true }).fill(DEMO.password);
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Account' })).toBeVisible({ timeout: 15_000 });
};

/** Puts lines into `aptkB` before the app starts, once per tab (later loads keep what the app stored). */
export const seedCart = (context: BrowserContext, value: string) =>
  context.addInitScript((seed) => {
    if (sessionStorage.getItem('e2e-cart-seeded')) return;
    localStorage.setItem('aptkB', seed);
    sessionStorage.setItem('e2e-cart-seeded', '1');
  }, value);
