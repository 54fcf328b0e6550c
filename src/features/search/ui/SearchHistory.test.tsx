import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/testing/render';
import { rememberSearch, SEARCH_HISTORY_KEY } from '../model/searchHistory';
import { SearchHistory } from './SearchHistory';

describe('SearchHistory (mobile search dialog)', () => {
  beforeEach(() => window.localStorage.clear());

  it('lists past searches newest first, each linking to its results', () => {
    rememberSearch('brufen');
    rememberSearch('vitamin c');
    rememberSearch('brufen');
    renderWithProviders(<SearchHistory />);
    const links = within(screen.getByRole('region', { name: 'Recent searches' })).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['brufen', 'vitamin c']);
    expect(links[0]).toHaveAttribute('href', '/search?q=brufen');
    expect(links[1]).toHaveAttribute('href', '/search?q=vitamin%20c');
  });

  it('moves a term chosen from the list to the front', async () => {
    const user = userEvent.setup();
    rememberSearch('vitamin c');
    rememberSearch('brufen');
    renderWithProviders(<SearchHistory />);
    await user.click(screen.getByRole('link', { name: 'vitamin c' }));
    expect(window.localStorage.getItem(SEARCH_HISTORY_KEY)).toBe('["vitamin c","brufen"]');
  });

  it('clears the history and keeps focus in the panel', async () => {
    const user = userEvent.setup();
    rememberSearch('brufen');
    renderWithProviders(<SearchHistory />);
    await user.click(screen.getByRole('button', { name: 'Clear search history' }));
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(window.localStorage.getItem(SEARCH_HISTORY_KEY)).toBeNull();
    const note = screen.getByText('Your recent searches will appear here.');
    await act(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    expect(note).toHaveFocus();
  });

  it('shows no list and no clear link for unreadable storage', () => {
    window.localStorage.setItem(SEARCH_HISTORY_KEY, '[broken');
    renderWithProviders(<SearchHistory />);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear search history' })).not.toBeInTheDocument();
    expect(screen.getByText('Your recent searches will appear here.')).toBeInTheDocument();
  });

  it('follows searches made while it is open', () => {
    renderWithProviders(<SearchHistory />);
    act(() => {
      rememberSearch('panadol');
    });
    expect(screen.getByRole('link', { name: 'panadol' })).toHaveAttribute('href', '/search?q=panadol');
  });
});
