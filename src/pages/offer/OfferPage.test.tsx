import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderWithProviders } from '@/testing/render';
// Not a React hook despite its name: it registers jest's beforeAll/afterEach/afterAll.
import { setupMockBackend } from '@/testing/msw';
import { Component as OfferPage } from './index';

const server = setupMockBackend();

const DAY_MS = 86_400_000;
const iso = (date: Date) => date.toISOString().slice(0, 10);

/** Dates around today in Belgrade, as the promo card judges them. */
const shopTodayForTest = () => {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Belgrade' }).format(new Date());
  const base = new Date(`${today}T00:00:00Z`).getTime();
  return { today, inTenDays: iso(new Date(base + 10 * DAY_MS)), inTwentyDays: iso(new Date(base + 20 * DAY_MS)) };
};

// jsdom has no layout, so it puts a space between inline elements in accessible names.
const named = (title: string) => new RegExp(`^${title} ?, 15% off$`);

const promo = (id: number, startsAt: string, endsAt: string, title: string) => ({
  id,
  slug: `promo-${id}`,
  title,
  description: `About ${title}`,
  discount_percent: 15,
  starts_at: startsAt,
  ends_at: endsAt,
  products_count: 12,
  color: '#0b6e4f',
});

describe('/offer', () => {
  it('lists the running and the upcoming promotions from the mock backend, each linking to its products', async () => {
    renderWithProviders(<OfferPage />, { path: '/offer' });
    const running = await screen.findByRole('region', { name: 'Running now' });
    const cards = within(running).getAllByRole('article');
    expect(cards.length).toBeGreaterThan(0);
    const link = within(cards[0] as HTMLElement).getByRole('link');
    expect(link.getAttribute('href')).toMatch(/^\/catalog\?promo=\d+$/);
    expect(screen.getByRole('region', { name: 'Coming soon' })).toBeInTheDocument();
  });

  it('shows discount, dates and the number of products in the city', async () => {
    const { today, inTenDays, inTwentyDays } = shopTodayForTest();
    server.use(
      http.get('*/site/v1/promos', () =>
        HttpResponse.json({
          list: [promo(1, today, inTenDays, 'Spring vitamins'), promo(2, inTenDays, inTwentyDays, 'Allergy season')],
        }),
      ),
    );
    renderWithProviders(<OfferPage />, { path: '/offer' });
    const running = await screen.findByRole('region', { name: 'Running now' });
    expect(within(running).getByRole('link', { name: named('Spring vitamins') })).toHaveAttribute(
      'href',
      '/catalog?promo=1',
    );
    expect(within(running).getByText('10 days left')).toBeInTheDocument();
    expect(within(running).getByText('12 products in your city')).toBeInTheDocument();
    const upcoming = screen.getByRole('region', { name: 'Coming soon' });
    expect(within(upcoming).getByRole('link', { name: named('Allergy season') })).toHaveAttribute(
      'href',
      '/catalog?promo=2',
    );
    expect(within(upcoming).getByText(/^Starts /)).toBeInTheDocument();
  });

  it('says so when there are no promotions', async () => {
    server.use(http.get('*/site/v1/promos', () => HttpResponse.json({ list: [] })));
    renderWithProviders(<OfferPage />, { path: '/offer' });
    expect(await screen.findByText('There are no promotions right now. Check back soon.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the catalog' })).toHaveAttribute('href', '/catalog');
  });

  it('offers a retry when the promotions cannot be loaded', async () => {
    server.use(http.get('*/site/v1/promos', () => HttpResponse.json({}, { status: 500 })));
    renderWithProviders(<OfferPage />, { path: '/offer' });
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
