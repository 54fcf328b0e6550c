import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createIntl } from 'react-intl';
import type { MessageId } from '@/shared/i18n';
import { INTL_TAGS } from '@/shared/i18n/locales';
import { getDataset } from '../../mocks/data/dataset';
import { splitPair, transferCase } from '../../mocks/data/scenarios';
import { expect as baseExpect, test, escape, LOCALES, mainViolations, widthInTurn } from './fixtures';

// Issue 14: no shopper leaves without a reservation. The products come from the mock's dataset
// by rule (mocks/data/scenarios.ts): it is deterministic, so the browser sees the same stock.

// Several engineers build and test on the same two cores: give lazy pages time.
const expect = baseExpect.configure({ timeout: 10_000 });

type Locale = (typeof LOCALES)[number];
const intlOf = (locale: Locale) =>
  createIntl({
    locale,
    messages: JSON.parse(readFileSync(join(__dirname, '../../i18n', `${locale}.json`), 'utf8')) as Record<
      string,
      string
    >,
  });

/** A message with the named values left open: "{distance} from you" → /^.+ from you$/. */
const open = (message: string) =>
  new RegExp(
    message
      .split(/\{[^{}]*\}/)
      .map(escape)
      .join('.+'),
  );

const ds = getDataset();
const BELGRADE = 1;

for (const [index, locale] of LOCALES.entries()) {
  const intl = intlOf(locale);
  const t = (id: MessageId, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const raw = (id: MessageId) => String(intl.messages[id] ?? '');

  test(
    `${locale}: a cart no pharmacy has whole ends in two reservations, one confirmation, one visit in My orders`,
    widthInTurn(index),
    async ({ page, context, signIn, seedCart }) => {
      const [a, b] = splitPair(ds, BELGRADE);
      await seedCart([
        [a.id, 1],
        [b.id, 1],
      ]);
      await context.grantPermissions(['geolocation']);
      await context.setGeolocation({ latitude: 44.8125, longitude: 20.4612 });
      await page.goto('/en/');
      await signIn();
      await page.goto(`/${locale}/step/pharmacy`);

      const main = page.getByRole('main');
      const split = main.getByRole('region', { name: t('checkout.split.title', { count: 2 }) });
      await expect(split).toBeVisible();
      const parts = split.getByRole('article');
      await expect(parts).toHaveCount(2);
      // Each pharmacy shows what is collected there (one line each), and its hours.
      await expect(parts.filter({ hasText: a.name[locale] })).toHaveCount(1);
      await expect(parts.filter({ hasText: b.name[locale] })).toHaveCount(1);
      for (const part of await parts.all()) {
        await expect(part.getByText(t('checkout.split.collectHere'))).toBeVisible();
      }
      // The distance only once the visitor shares a location.
      const distance = open(raw('checkout.split.distance'));
      await expect(parts.first()).not.toContainText(distance);
      await split.getByRole('button', { name: t('checkout.split.showDistance') }).click();
      for (const part of await parts.all()) await expect(part).toContainText(distance);
      expect(await mainViolations(page)).toEqual([]);

      await split.getByRole('button', { name: t('checkout.split.choose', { count: 2 }) }).click();
      await expect(page).toHaveURL(new RegExp(`/${locale}/step/contacts$`));
      await expect(main.getByRole('textbox', { name: t('checkout.contacts.name') })).not.toHaveValue('');

      // One confirmation, one request: both reservations with one idempotency key. (The status
      // reads are POSTs to /orders/track too, so that the key stays out of URLs: not placings.)
      const visits: string[] = [];
      page.on('request', (request) => {
        const { pathname } = new URL(request.url());
        if (
          request.method() === 'POST' &&
          pathname.startsWith('/site/v1/orders') &&
          pathname !== '/site/v1/orders/track'
        )
          visits.push(pathname);
      });
      await main.getByRole('button', { name: t('checkout.contacts.submit'), exact: true }).click();

      await expect(page).toHaveURL(new RegExp(`/${locale}/step/confirmation$`));
      await expect(main.getByRole('heading', { name: t('orders.visit.acceptedTitle', { count: 2 }) })).toBeVisible();
      expect(visits).toEqual(['/site/v1/orders/visit']);
      const reservations = main.getByRole('heading', { level: 3 });
      await expect(reservations).toHaveCount(2);
      const numbers = (await reservations.allTextContents()).map((text) => /APT-\d+/.exec(text)?.[0] ?? '');
      expect(new Set(numbers).size).toBe(2);
      expect(numbers.every((number) => number !== '')).toBe(true);
      await expect(main.getByText(t('orders.readyBy'), { exact: true })).toHaveCount(2);
      await expect(main.getByText(t('orders.holdUntil', { hours: 48 }), { exact: true })).toHaveCount(2);
      // Each reservation has its own status and the code to show at the counter.
      for (const number of numbers) {
        await expect(main.getByRole('region', { name: t('orders.progress.titleOf', { number }) })).toBeVisible();
        await expect(main.getByRole('region', { name: t('orders.code.titleOf', { number }) })).toContainText(/\d{6}/);
      }
      expect(await mainViolations(page)).toEqual([]);

      await main.getByRole('link', { name: t('orders.toMyOrders') }).click();
      await expect(page).toHaveURL(new RegExp(`/${locale}/lk/orders$`));
      const visit = main.getByRole('region', { name: t('orders.visit.title', { count: 2 }) });
      await expect(visit.getByRole('article')).toHaveCount(2);
      for (const number of numbers) await expect(visit.getByRole('link', { name: number, exact: true })).toBeVisible();
      expect(await mainViolations(page)).toEqual([]);
    },
  );

  test(
    `${locale}: a line the chosen pharmacy lacks is brought in, in the same reservation, with its later ready-by`,
    widthInTurn(index),
    async ({ page, seedCart }) => {
      const { pharmacy, has, lacks } = transferCase(ds, BELGRADE);
      await seedCart([
        [has.id, 1],
        [lacks.id, 1],
      ]);
      await page.goto(`/${locale}/step/pharmacy`);
      const main = page.getByRole('main');
      await main
        .getByRole('article')
        .filter({ has: page.getByRole('heading', { name: pharmacy.name, exact: true }) })
        .getByRole('button', { name: t('checkout.offer.choosePartialLabel', { name: pharmacy.name }) })
        .click();
      await expect(page).toHaveURL(new RegExp(`/${locale}/step/contacts$`));

      const transfers = main.getByRole('region', { name: t('checkout.transfer.title') });
      const bring = transfers.getByRole('checkbox', {
        name: t('checkout.transfer.bring', { name: lacks.name[locale], count: 1 }),
      });
      await expect(bring).toHaveAccessibleDescription(open(raw('checkout.transfer.readyBy')));
      await bring.check();
      expect(await mainViolations(page)).toEqual([]);
      await main.getByRole('textbox', { name: t('checkout.contacts.name') }).fill('Ana Anić');
      await main.getByLabel(t('phone.label')).pressSequentially('651234567');

      // The summary counts the brought line at this pharmacy's price: its total is the order's.
      const summary = main.getByRole('complementary', { name: t('checkout.summary.title') });
      const summaryText = await summary.textContent();
      const placed = page.waitForResponse(
        (response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/site/v1/orders',
      );
      await main.getByRole('button', { name: t('checkout.contacts.submit'), exact: true }).click();
      const response = await placed;
      const sent = response.request().postDataJSON() as { items: unknown; transfers?: unknown };
      expect(sent.items).toEqual([{ id: has.id, quantity: 1 }]);
      expect(sent.transfers).toEqual([{ id: lacks.id, quantity: 1 }]);
      const order = (await response.json()) as {
        total: number;
        ready_by: string;
        lines: Array<{ id: number; transfer: { ready_by: string } | null }>;
      };
      const money = new Intl.NumberFormat(INTL_TAGS[locale], {
        style: 'currency',
        currency: 'RSD',
        currencyDisplay: 'code',
        minimumFractionDigits: 2,
      });
      expect(summaryText).toContain(money.format(order.total));
      const brought = order.lines.find((line) => line.id === lacks.id)?.transfer;
      // The reservation is ready when the brought line is: at 12:00 Belgrade time at the earliest.
      expect(brought?.ready_by).toBe(order.ready_by);
      const noon = new Intl.DateTimeFormat('en-GB', {
        timeZone: 'Europe/Belgrade',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      }).format(new Date(order.ready_by));
      expect(noon >= '12:00').toBe(true);

      await expect(page).toHaveURL(new RegExp(`/${locale}/step/confirmation$`));
      await expect(main.getByRole('heading', { name: t('orders.accepted.title') })).toBeVisible();
      const line = main.getByText(open(raw('orders.line.transfer')));
      await expect(line).toBeVisible();
      // The time shown for the brought line is the reservation's ready-by time.
      const readyBy =
        (await main
          .getByText(t('orders.readyBy'), { exact: true })
          .locator('xpath=following-sibling::dd')
          .textContent()) ?? '';
      expect(readyBy).not.toBe('');
      await expect(line).toContainText(readyBy);
    },
  );
}
