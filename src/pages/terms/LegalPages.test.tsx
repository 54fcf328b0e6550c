import { act, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { renderWithProviders } from '@/testing/render';
import type { Locale } from '@/shared/i18n';
import { Component as TermsPage } from './index';
import { Component as PrivacyPage } from '../privacy';

const TITLES: Record<Locale, { terms: string; privacy: string; cookies: string; analytics: string; search: string }> = {
  sr: {
    terms: 'Uslovi korišćenja',
    privacy: 'Politika privatnosti',
    cookies: 'Kolačići i lokalno skladište',
    analytics: 'Statistika poseta (analitika)',
    search: 'Rezultati pretrage',
  },
  en: {
    terms: 'Terms of use',
    privacy: 'Privacy policy',
    cookies: 'Cookies and local storage',
    analytics: 'Visit statistics (analytics)',
    search: 'Search results',
  },
  ru: {
    terms: 'Условия использования',
    privacy: 'Политика конфиденциальности',
    cookies: 'Файлы cookie и локальное хранилище',
    analytics: 'Статистика посещений (аналитика)',
    search: 'Результаты поиска',
  },
};

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The text arrives with a lazy chunk read through `use()`: let React settle inside an async act. */
const renderPage = async (ui: ReactElement, path: string, locale: Locale) => {
  // React 19 resolves a suspended use() only inside an awaited act (it warns otherwise).
  // eslint-disable-next-line testing-library/no-unnecessary-act
  await act(async () => {
    renderWithProviders(ui, { path, locale });
  });
};

describe.each(['sr', 'en', 'ru'] as const)('legal pages in %s', (locale) => {
  it('terms of use: title, table of contents and numbered sections', async () => {
    await renderPage(<TermsPage />, '/termsofservice', locale);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(TITLES[locale].terms);
    const toc = await screen.findByRole('navigation');
    const entries = within(toc).getAllByRole('link');
    const sections = screen.getAllByRole('heading', { level: 2 }).slice(1);
    expect(entries.length).toBeGreaterThanOrEqual(8);
    expect(sections).toHaveLength(entries.length);
    expect(entries[0]).toHaveAttribute('href', '#operator');
    expect(screen.getByRole('region', { name: sections[0]?.textContent ?? '' })).toHaveAttribute('id', 'operator');
  });

  it('privacy policy lists the cookies the site sets', async () => {
    await renderPage(<PrivacyPage />, '/privacypolicy', locale);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(TITLES[locale].privacy);
    const cookies = await screen.findByRole('region', { name: new RegExp(TITLES[locale].cookies) });
    for (const name of [
      'aptk_city',
      'aptk_locale',
      '__Host-aptk_auth_token',
      'aptk_device_token',
      'aptkB',
      'search_history',
      'aptk_alerts',
      'aptk_therapy_notified',
      'aptk_checkout',
      'aptk_client',
      'aptk_consent',
    ]) {
      expect(within(cookies).getByText(new RegExp(`^${name}`))).toBeInTheDocument();
    }
  });

  it('privacy policy says what visit statistics record, under the anchor the consent banner links to', async () => {
    await renderPage(<PrivacyPage />, '/privacypolicy', locale);
    const analytics = await screen.findByRole('region', { name: new RegExp(escapeRegExp(TITLES[locale].analytics)) });
    expect(analytics).toHaveAttribute('id', 'analytics');
    expect(analytics).toHaveTextContent('Google Tag Manager');
    // The general title the page view reports for search pages (page.search.title) is named.
    expect(analytics).toHaveTextContent(TITLES[locale].search);
  });
});
