import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render';
import { setupMockBackend } from '@/testing/msw';
import { Component as DetailPage } from './index';

setupMockBackend();
jest.setTimeout(30_000);

const renderDetail = (id: string) =>
  renderWithProviders(<DetailPage />, { path: `/detail/${id}`, routePath: '/detail/:id' });

describe('product page', () => {
  it('shows the product, its texts and where to get it, titled with its name', async () => {
    renderDetail('1001');
    const heading = await screen.findByRole('heading', { level: 1 });
    const name = heading.textContent ?? '';
    expect(name).not.toBe('');
    expect(document.title).toBe(`${name} | Apoteka Vita`);
    expect(screen.getByRole('heading', { name: 'Description' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Warnings' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: new RegExp(`^${name}`) })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Where to get it in Belgrade' })).toBeInTheDocument();
    expect(screen.getByText(/in \d+ pharmac(y|ies) in Belgrade, from/i)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Catalog' })).toHaveAttribute('href', '/catalog');
  });

  it('says what one pack earns on the loyalty card, as the server counted it (docs/api.md §5c)', async () => {
    renderDetail('1003');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByText('Earns 2 points on the loyalty card')).toBeInTheDocument();
  });

  it('says the product does not exist for an unknown or malformed id', async () => {
    renderDetail('999999');
    expect(await screen.findByText('Product not found')).toBeInTheDocument();
  });

  it('does not ask the server about an id that is not a number', async () => {
    renderDetail('abc');
    expect(screen.getByText('Product not found')).toBeInTheDocument();
  });
});
