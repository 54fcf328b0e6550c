import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { env } from '@/shared/config';
import { renderWithProviders } from '@/testing/render';
import { ConsentBanner } from './ConsentBanner';
import { ConsentSettingsButton } from './ConsentSettingsButton';

/** The scripts the page added to <head> for the tag manager. */
const appended: string[] = [];
const tagManagerScripts = () => appended.filter((src) => src.startsWith('https://www.googletagmanager.com/'));

const renderShell = () =>
  renderWithProviders(
    <>
      <main id="main" tabIndex={-1} />
      <ConsentSettingsButton />
      <ConsentBanner />
    </>,
  );

const banner = () => screen.queryByRole('region', { name: 'Visit statistics' });

beforeEach(() => {
  localStorage.clear();
  window.dataLayer = [];
  appended.length = 0;
  const append = document.head.appendChild.bind(document.head);
  jest.spyOn(document.head, 'appendChild').mockImplementation((node) => {
    if (node instanceof HTMLScriptElement) appended.push(node.src);
    return append(node);
  });
});
afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
});

describe('without a tag manager (no GTM_ID)', () => {
  it('asks nothing and offers no settings: nothing would leave the page', () => {
    jest.replaceProperty(env, 'gtmId', '');
    renderShell();
    expect(banner()).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Privacy settings' })).not.toBeInTheDocument();
  });
});

describe('the analytics question (GTM_ID set)', () => {
  beforeEach(() => jest.replaceProperty(env, 'gtmId', 'GTM-TEST1'));

  it('loads no tag manager before an answer, and a rejection is remembered', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    const view = renderShell();
    expect(banner()).toHaveTextContent(/without what you search for and without product names/);
    expect(screen.getByRole('link', { name: 'What is recorded' })).toHaveAttribute('href', '/privacypolicy#analytics');
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    expect(banner()).not.toBeInTheDocument();
    expect(localStorage.getItem('aptk_consent')).toBe('denied');
    view.unmount();

    // The next visit does not ask again, and still loads nothing.
    renderShell();
    expect(banner()).not.toBeInTheDocument();
    // A second on jest's fake clock: whatever would load the tag manager has had its chance.
    await act(() => jest.advanceTimersByTimeAsync(1000));
    expect(tagManagerScripts()).toEqual([]);
    expect(window.dataLayer).toEqual([]);
  });

  it('the footer asks again, with the focus in the question, and gives the focus back', async () => {
    localStorage.setItem('aptk_consent', 'denied');
    const user = userEvent.setup();
    renderShell();
    const settings = screen.getByRole('button', { name: 'Privacy settings' });
    await user.click(settings);
    expect(banner()).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'What is recorded' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    expect(banner()).not.toBeInTheDocument();
    expect(settings).toHaveFocus();
  });

  it('an acceptance loads the tag manager once, with the container id', async () => {
    const user = userEvent.setup();
    renderShell();
    expect(tagManagerScripts()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    expect(localStorage.getItem('aptk_consent')).toBe('granted');
    // Before the container's first message: the page's fields (GA4's `set` and the data model:
    // the path, the brand as title) and the blocklist (docs/decisions.md, "Analytics and consent").
    const fields = {
      page_location: `${window.location.origin}${window.location.pathname}`,
      page_title: 'Apoteka Vita',
    };
    const [set, ...messages] = window.dataLayer ?? [];
    expect(Object.prototype.toString.call(set)).toBe('[object Arguments]');
    expect(Array.from(set as ArrayLike<unknown>)).toEqual(['set', fields]);
    expect(messages).toEqual([
      fields,
      { 'gtm.blocklist': ['customScripts', 'html', 'jsm', 'nonGoogleScripts', 'nonGoogleIframes', 'nonGooglePixels'] },
      { 'gtm.start': expect.any(Number), event: 'gtm.js' },
    ]);
    // The script waits until the page is idle.
    await waitFor(() => expect(tagManagerScripts()).toEqual(['https://www.googletagmanager.com/gtm.js?id=GTM-TEST1']));
    expect(screen.getByRole('main')).toHaveFocus();
  });
});
