import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { renderWithProviders } from '@/testing/render';
// Not a React hook despite its name: it registers jest's beforeAll/afterEach/afterAll.
import { setupMockBackend } from '@/testing/msw';
import { readSearchHistory } from '../model/searchHistory';
import { loadSearchCombobox } from './loadSearchCombobox';
import { HeaderSearch } from './HeaderSearch';

// The combobox's chunk, held back until the test lets it arrive: a slow network or a busy phone.
jest.mock('./loadSearchCombobox', () => ({ loadSearchCombobox: jest.fn() }));

setupMockBackend();
let releaseChunk: () => Promise<void> = async () => undefined;

beforeEach(() => {
  window.localStorage.clear();
  let release: () => void = () => undefined;
  const arrived = new Promise<void>((resolve) => {
    release = resolve;
  });
  jest
    .mocked(loadSearchCombobox)
    .mockImplementation(() =>
      arrived.then(() => jest.requireActual<typeof import('./SearchCombobox')>('./SearchCombobox')),
    );
  releaseChunk = () => act(async () => release());
});

const Where = () => {
  const location = useLocation();
  return <output aria-label="location">{`${location.pathname}${location.search}`}</output>;
};

const renderSearch = (path = '/') =>
  renderWithProviders(
    <>
      <HeaderSearch />
      <Where />
    </>,
    { path, routePath: '*', toasts: true },
  );

const location = () => screen.getByRole('status', { hidden: true, name: 'location' }).textContent;
const form = () => screen.getByRole('search', { name: 'Search products' });
const field = () => within(form()).getByRole('combobox', { name: 'Search products' });
const go = () => within(form()).getByRole('button', { name: 'Go' });

describe('HeaderSearch: the field before its code is in', () => {
  it('asks for no code until the visitor turns to the field', async () => {
    const user = userEvent.setup();
    renderSearch();
    expect(field()).toHaveAttribute('placeholder', 'Search in pharmacies');
    await user.click(screen.getByRole('status', { hidden: true, name: 'location' }));
    expect(loadSearchCombobox).not.toHaveBeenCalled();
    await user.click(field());
    expect(loadSearchCombobox).toHaveBeenCalledTimes(1);
  });

  it('keeps what is typed meanwhile, hands over text, caret and focus, and then suggests', async () => {
    const user = userEvent.setup();
    renderSearch();
    await user.type(field(), 'brufn');
    await user.keyboard('{ArrowLeft}e');
    expect(field()).toHaveValue('brufen');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();

    await releaseChunk();
    const combobox = field();
    expect(combobox).toHaveValue('brufen');
    expect(combobox).toHaveFocus();
    expect((combobox as HTMLInputElement).selectionStart).toBe(5);
    // The suggestions for what was typed come without another keystroke.
    const options = await within(await screen.findByRole('listbox', {}, { timeout: 3000 })).findAllByRole('option');
    expect(options[0]).toHaveTextContent(/brufen/i);
    // The keyboard is the code's now: the caret stays where it was.
    await user.keyboard('X');
    expect(combobox).toHaveValue('brufeXn');
  });

  it('Enter before the code is in is shown busy and searches exactly once when it comes', async () => {
    const user = userEvent.setup();
    renderSearch();
    await user.type(field(), ' brufen gel {Enter}');
    await user.click(go());
    expect(form()).toHaveAttribute('aria-busy', 'true');
    expect(go()).toHaveAttribute('aria-busy', 'true');
    expect(location()).toBe('/');

    await releaseChunk();
    expect(location()).toBe('/search?q=brufen%20gel');
    expect(readSearchHistory()).toEqual(['brufen gel']);
    expect(form()).not.toHaveAttribute('aria-busy');
  });

  it('a too-short search pressed before the code is in is refused by it when it comes', async () => {
    const user = userEvent.setup();
    renderSearch();
    await user.type(field(), 'ab{Enter}');
    await releaseChunk();
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter a search term of 3 or more characters');
    expect(location()).toBe('/');
  });

  it('shows the searched query on the results page before the code is in', () => {
    renderSearch('/search?q=brufen');
    expect(field()).toHaveValue('brufen');
  });

  it('is a real form to the search page for a press before the page is hydrated', () => {
    renderSearch();
    expect(form()).toHaveAttribute('action', '/search');
    expect(form()).toHaveAttribute('method', 'get');
    expect(field()).toHaveAttribute('name', 'q');
  });
});
