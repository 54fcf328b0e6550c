import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { useLocation, type LoaderFunction } from 'react-router';
import { renderWithProviders } from '@/testing/render';
// Not a React hook despite its name: it registers jest's beforeAll/afterEach/afterAll.
import { setupMockBackend } from '@/testing/msw';
import { readSearchHistory } from '../model/searchHistory';
import { HeaderSearch } from './HeaderSearch';

const server = setupMockBackend();

const Where = () => {
  const location = useLocation();
  return <output aria-label="location">{`${location.pathname}${location.search}`}</output>;
};

/** The header search stays mounted across navigations, as it does in the app's header. */
const renderSearch = (path = '/', loader?: LoaderFunction) =>
  renderWithProviders(
    <>
      <HeaderSearch />
      <Where />
    </>,
    { path, routePath: '*', toasts: true, loader },
  );

const location = () => screen.getByRole('status', { hidden: true, name: 'location' }).textContent;
const input = () => screen.getByRole('combobox', { name: 'Search products' });
/**
 * An option by its text. The typed part is wrapped in <strong>, and jsdom (no layout) puts a
 * space at that boundary in the computed accessible name, so names are matched on text here.
 */
const findOption = async (text: string) => {
  await waitFor(() => expect(screen.getAllByRole('option').some((option) => option.textContent === text)).toBe(true));
  return screen.getAllByRole('option').find((option) => option.textContent === text) as HTMLElement;
};
const queryOption = (text: string) =>
  screen.queryAllByRole('option').find((option) => option.textContent === text) ?? null;
// The debounce, the server's delays and a toast's time pass on jest's fake clock: `wait` moves it.
const wait = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));
const setupUser = () => userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

/** Every suggestion request's parameters, as the server saw them. */
const suggestionCalls: Array<Record<string, unknown>> = [];
beforeEach(() => {
  suggestionCalls.length = 0;
  window.localStorage.clear();
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname.endsWith('/search/suggestions'))
      suggestionCalls.push(JSON.parse(url.searchParams.get('data') ?? '{}') as Record<string, unknown>);
  });
});
afterEach(() => server.events.removeAllListeners());

const answerWith = (names: string[] | ((query: string) => Promise<string[]> | string[])) =>
  server.use(
    http.get('*/site/v1/search/suggestions', async ({ request }) => {
      const { query } = JSON.parse(new URL(request.url).searchParams.get('data') ?? '{}') as { query: string };
      const list = typeof names === 'function' ? await names(query) : names;
      return HttpResponse.json({ list: list.map((name) => ({ name })) });
    }),
  );

describe('HeaderSearch: submitting', () => {
  it('shows the placeholder and the Go button', () => {
    renderSearch();
    expect(input()).toHaveAttribute('placeholder', 'Search in pharmacies');
    expect(screen.getByRole('button', { name: 'Go' })).toBeInTheDocument();
  });

  it('does nothing for a blank query', async () => {
    const user = setupUser();
    renderSearch();
    await user.type(input(), '   ');
    await user.click(screen.getByRole('button', { name: 'Go' }));
    expect(location()).toBe('/');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('refuses fewer than 3 characters with a 3-second message', async () => {
    const user = setupUser();
    renderSearch();
    await user.type(input(), ' ab {Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter a search term of 3 or more characters');
    await wait(2900);
    expect(screen.getByRole('alert')).toBeInTheDocument();
    await wait(100);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(location()).toBe('/');
    expect(readSearchHistory()).toEqual([]);
  });

  it('navigates to /search with the trimmed query and remembers it', async () => {
    const user = setupUser();
    renderSearch();
    await user.type(input(), '  brufen gel  {Enter}');
    expect(location()).toBe('/search?q=brufen%20gel');
    expect(readSearchHistory()).toEqual(['brufen gel']);
  });

  it('keeps what the visitor typed while the results of the last search were on their way', async () => {
    let arrive = () => undefined as void;
    const results = new Promise<null>((resolve) => {
      arrive = () => resolve(null);
    });
    const user = setupUser();
    renderSearch('/', ({ request }) => (new URL(request.url).searchParams.get('q') === 'brufen' ? results : null));
    await user.type(await screen.findByRole('combobox', { name: 'Search products' }), 'brufen{Enter}');
    await user.clear(input());
    await user.type(input(), 'vitamin c');
    await act(async () => arrive());
    await waitFor(() => expect(location()).toBe('/search?q=brufen'));
    expect(input()).toHaveValue('vitamin c');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(location()).toBe('/search?q=vitamin%20c'));
    expect(input()).toHaveValue('vitamin c');
  });

  it('shows the searched query on the results page without asking for suggestions', async () => {
    const user = setupUser();
    renderSearch('/search?q=brufen');
    expect(input()).toHaveValue('brufen');
    await user.click(input());
    await wait(700);
    expect(suggestionCalls).toEqual([]);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await user.keyboard('{ArrowDown}');
    expect(await screen.findByRole('listbox')).toBeInTheDocument();
    expect(suggestionCalls).toEqual([{ count: 4, query: 'brufen', city_id: 1 }]);
  });
});

describe('HeaderSearch: suggestions', () => {
  it('asks the server for 4 names in the selected city and lists them', async () => {
    const user = setupUser();
    renderSearch();
    await user.type(input(), 'bru');
    const options = await within(await screen.findByRole('listbox')).findAllByRole('option');
    expect(options.length).toBeGreaterThan(0);
    expect(options.length).toBeLessThanOrEqual(4);
    expect(options[0]).toHaveTextContent(/brufen/i);
    expect(suggestionCalls).toEqual([{ count: 4, query: 'bru', city_id: 1 }]);
    expect(input()).toHaveAttribute('aria-expanded', 'true');
  });

  it('waits for 500 ms of quiet typing and asks once for the whole word', async () => {
    const user = setupUser();
    answerWith(['Ibuprofen Galenika 400 mg']);
    renderSearch();
    await user.type(input(), 'ibuprofen');
    await wait(300);
    expect(suggestionCalls).toEqual([]);
    expect(await findOption('Ibuprofen Galenika 400 mg')).toBeInTheDocument();
    expect(suggestionCalls).toEqual([{ count: 4, query: 'ibuprofen', city_id: 1 }]);
  });

  it('never asks below 3 characters and hides the list at once when the text gets shorter', async () => {
    const user = setupUser();
    answerWith(['Vitamin C 500 mg']);
    renderSearch();
    await user.type(input(), 'vi');
    await wait(700);
    expect(suggestionCalls).toEqual([]);
    await user.type(input(), 't');
    expect(await screen.findByRole('option')).toBeInTheDocument();
    await user.type(input(), '{Backspace}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(input()).toHaveAttribute('aria-expanded', 'false');
  });

  it('keeps the newer answer when the answer to an older query arrives later', async () => {
    const user = setupUser();
    answerWith(async (query) => {
      if (query === 'para') {
        await delay(700);
        return ['Old answer'];
      }
      return ['New answer'];
    });
    renderSearch();
    await user.type(input(), 'para');
    await waitFor(() => expect(suggestionCalls).toHaveLength(1));
    await user.type(input(), 'c');
    expect(await findOption('New answer')).toBeInTheDocument();
    await wait(900);
    expect(suggestionCalls.map((call) => call.query)).toEqual(['para', 'parac']);
    expect(queryOption('New answer')).toBeInTheDocument();
    expect(queryOption('Old answer')).toBeNull();
  });

  it('is a keyboard combobox: arrows move and wrap, Enter opens the highlighted name', async () => {
    const user = setupUser();
    answerWith(['Vitamin C 500 mg', 'Vitamin D3 1000 IU', 'Vitamin B complex']);
    renderSearch();
    await user.type(input(), 'vit');
    const options = await screen.findAllByRole('option');
    expect(input()).not.toHaveAttribute('aria-activedescendant');

    await user.keyboard('{ArrowDown}');
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    expect(input()).toHaveAttribute('aria-activedescendant', options[0]?.id);
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowUp}');
    expect(options[2]).toHaveAttribute('aria-selected', 'true');
    expect(input()).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(location()).toBe('/search?q=Vitamin%20B%20complex');
    expect(readSearchHistory()).toEqual(['Vitamin B complex']);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('Escape closes the list and keeps the text; a second Escape clears the box', async () => {
    const user = setupUser();
    answerWith(['Vitamin C 500 mg']);
    renderSearch();
    await user.type(input(), 'vit');
    await screen.findByRole('listbox');
    await user.keyboard('{ArrowDown}{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(input()).toHaveValue('vit');
    expect(location()).toBe('/');
    await user.keyboard('{ArrowDown}');
    expect(await findOption('Vitamin C 500 mg')).toHaveAttribute('aria-selected', 'false');
    await user.keyboard('{ArrowDown}');
    expect(queryOption('Vitamin C 500 mg')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Escape}{Escape}');
    expect(input()).toHaveValue('');
  });

  it('a click on a suggestion opens its results', async () => {
    const user = setupUser();
    answerWith(['Brufen 400 mg', 'Brufen gel 5%']);
    renderSearch();
    await user.type(input(), 'bru');
    await user.click(await findOption('Brufen gel 5%'));
    expect(location()).toBe('/search?q=Brufen%20gel%205%25');
    expect(input()).toHaveValue('Brufen gel 5%');
  });

  it('shows names from the server as text, never as markup', async () => {
    const user = setupUser();
    const name = '<img src=x onerror="window.hacked=1">Brufen';
    answerWith([name]);
    const { container } = renderSearch();
    await user.type(input(), 'bru');
    expect(await screen.findByRole('option')).toHaveTextContent(name);
    // No element at all may come out of the text, whatever its role.
    // eslint-disable-next-line testing-library/no-container, testing-library/no-node-access
    expect(container.querySelector('img')).toBeNull();
  });
});
