import { Form, Formik, Field } from 'formik';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { KeptFields } from '@/shared/ui';
import {
  RECENT_RELOAD_MS,
  missingCodeFile,
  reloadForMissingCode,
  reloadPending,
  resetReloadForTests,
  restoreKeptScroll,
  takeKeptFields,
  takeKeptPage,
  keepOnReload,
  type MissingCodeEnv,
} from './reloadForNewCode';

// docs/decisions.md, "Old tabs after a deploy": one automatic reload that keeps the page, never a loop.
const URL_NOW = '/en/step/contacts';
const FILE = 'http://localhost/123.abcdef.js';

let clock = 1_000_000;
const reload = jest.fn();
const env = (overrides: Partial<MissingCodeEnv> = {}): MissingCodeEnv => ({
  reachable: () => Promise.resolve(true),
  settledUrl: () => Promise.resolve(URL_NOW),
  reload,
  now: () => clock,
  ...overrides,
});
const stored = () => JSON.parse(sessionStorage.getItem('aptk_reloaded') ?? 'null') as Record<string, unknown> | null;

/** The tab reloads: this page's memory is gone, the next page starts at `url`. */
const nextPage = (url = URL_NOW) => {
  resetReloadForTests();
  takeKeptPage(url);
};

beforeEach(() => {
  sessionStorage.clear();
  resetReloadForTests();
  clock = 1_000_000;
  Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
  window.history.replaceState(null, '', URL_NOW);
});

describe('a file of the build that is gone', () => {
  it('reloads the page once, keeping its scroll and its forms’ values under the address', async () => {
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 640 });
    keepOnReload('contacts', () => ({ name: 'Ana', phone: '641234567', agreed: true, nested: { no: 1 } }));
    await expect(reloadForMissingCode(FILE, env())).resolves.toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(reloadPending.get()).toBe(true);
    expect(stored()).toEqual({
      url: URL_NOW,
      at: clock,
      kept: { scroll: [0, 640], forms: { contacts: { name: 'Ana', phone: '641234567', agreed: true } } },
    });
  });

  it('restores what it kept once after the reload, and leaves only the time of the reload in storage', async () => {
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 640 });
    keepOnReload('contacts', () => ({ name: 'Ana' }));
    await reloadForMissingCode(FILE, env());
    nextPage();
    expect(stored()).toEqual({ url: URL_NOW, at: clock });
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation((x, y) => {
      Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
    });
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
    restoreKeptScroll();
    expect(scrollTo).toHaveBeenCalledWith(0, 640);
    restoreKeptScroll();
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(takeKeptFields('contacts')).toEqual({ name: 'Ana' });
    expect(takeKeptFields('contacts')).toBeUndefined();
    scrollTo.mockRestore();
  });

  it('keeps nothing of the last page when a navigation’s chunk failed (the reload is for the new address)', async () => {
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 640 });
    keepOnReload('contacts', () => ({ name: 'Ana' }));
    await reloadForMissingCode(FILE, env({ settledUrl: () => Promise.resolve('/en/detail/5') }));
    expect(stored()).toEqual({ url: '/en/detail/5', at: clock, kept: { scroll: [0, 0], forms: {} } });
  });

  it('keeps what the page had when the file failed, before its failure is shown', async () => {
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 640 });
    const stop = keepOnReload('contacts', () => ({ name: 'Ana' }));
    let settle: (url: string) => void = () => undefined;
    const pending = reloadForMissingCode(FILE, env({ settledUrl: () => new Promise((resolve) => (settle = resolve)) }));
    // An error boundary replaces the page meanwhile: no form, no height.
    stop();
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
    settle(URL_NOW);
    await pending;
    expect(stored()).toMatchObject({ kept: { scroll: [0, 640], forms: { contacts: { name: 'Ana' } } } });
  });

  it('gives nothing to a page at another address (the reload went elsewhere)', async () => {
    keepOnReload('contacts', () => ({ name: 'Ana' }));
    await reloadForMissingCode(FILE, env());
    nextPage('/en/cart');
    expect(takeKeptFields('contacts')).toBeUndefined();
    expect(stored()).toEqual({ url: URL_NOW, at: clock });
  });

  it('does not reload again for the same address soon after: the page shows its error (no loop)', async () => {
    await reloadForMissingCode(FILE, env());
    nextPage();
    clock += 20_000;
    await expect(reloadForMissingCode(FILE, env())).resolves.toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(reloadPending.get()).toBe(false);
    // Still refused for a later file of the same page.
    await expect(reloadForMissingCode(FILE, env())).resolves.toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads again for another address, or for the same one once the last reload is not recent', async () => {
    await reloadForMissingCode(FILE, env());
    nextPage();
    await expect(reloadForMissingCode(FILE, env({ settledUrl: () => Promise.resolve('/en/cart') }))).resolves.toBe(
      true,
    );
    nextPage('/en/cart');
    clock += RECENT_RELOAD_MS;
    await expect(reloadForMissingCode(FILE, env({ settledUrl: () => Promise.resolve('/en/cart') }))).resolves.toBe(
      true,
    );
    expect(reload).toHaveBeenCalledTimes(3);
  });

  it('does not reload when the server does not answer (offline): nothing is kept', async () => {
    await expect(reloadForMissingCode(FILE, env({ reachable: () => Promise.resolve(false) }))).resolves.toBe(false);
    await expect(reloadForMissingCode(FILE, env({ reachable: () => Promise.reject(new Error('x')) }))).resolves.toBe(
      false,
    );
    expect(reload).not.toHaveBeenCalled();
    expect(stored()).toBeNull();
  });

  it('makes one decision for the files of one navigation that fail together', async () => {
    const settled = jest.fn(() => Promise.resolve(URL_NOW));
    const all = [1, 2, 3].map(() => reloadForMissingCode(FILE, env({ settledUrl: settled })));
    expect(reloadPending.get()).toBe(true);
    await expect(Promise.all(all)).resolves.toEqual([true, false, false]);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(settled).toHaveBeenCalledTimes(1);
  });

  it('hears only the build’s own scripts and stylesheets', () => {
    const script = document.createElement('script');
    script.src = '/123.abcdef.js';
    expect(missingCodeFile(script)).toBe('http://localhost/123.abcdef.js');
    const style = document.createElement('link');
    style.rel = 'stylesheet';
    style.href = '/main.abcd1234.css';
    expect(missingCodeFile(style)).toBe('http://localhost/main.abcd1234.css');
    const preload = document.createElement('link');
    preload.rel = 'prefetch';
    preload.href = '/123.abcdef.js';
    const image = document.createElement('img');
    image.src = '/static/logo.abcd1234.svg';
    const devScript = document.createElement('script');
    devScript.src = '/page-catalog.js';
    for (const other of [preload, image, devScript, window]) expect(missingCodeFile(other)).toBeNull();
  });
});

describe('KeptFields (a formik form that keeps what was typed across the reload)', () => {
  const Ask = () => (
    <Formik initialValues={{ question: '', channel: 'phone', count: 1 }} onSubmit={() => undefined}>
      <Form>
        <label>
          Question
          <Field name="question" />
        </label>
        <KeptFields id="ask" />
      </Form>
    </Formik>
  );

  it('fills the form once with what was typed before the reload, only fields it has, of their type', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Ask />);
    await user.type(screen.getByLabelText('Question'), 'Can I take it with coffee?');
    await reloadForMissingCode(FILE, env());
    unmount();
    // A value of another type, or of a field the form does not have, is not put in.
    const record = stored() as { kept: { forms: { ask: Record<string, unknown> } } };
    record.kept.forms.ask = { ...record.kept.forms.ask, count: 'many', extra: 'x' };
    sessionStorage.setItem('aptk_reloaded', JSON.stringify(record));

    nextPage();
    const view = render(<Ask />);
    expect(await screen.findByDisplayValue('Can I take it with coffee?')).toBeInTheDocument();
    view.unmount();
    render(<Ask />);
    expect(screen.getByLabelText('Question')).toHaveValue('');
  });
});
