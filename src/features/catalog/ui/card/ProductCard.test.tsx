import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render';
import { makeProduct } from '../../testing/fixtures';
import { ProductCard } from './ProductCard';

const renderCard = (overrides: Parameters<typeof makeProduct>[0]) =>
  renderWithProviders(
    <ProductCard product={makeProduct(overrides)} actions={<button type="button">Add to cart</button>} />,
  );

describe('ProductCard', () => {
  it('shows the price in the city, the availability and links to the product', () => {
    renderCard({});
    const card = screen.getByRole('article');
    expect(within(card).getByRole('heading', { name: 'Brufen 400 mg' })).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Brufen 400 mg' })).toHaveAttribute('href', '/detail/1001');
    expect(card).toHaveTextContent(/RSD\s?289\.90|289\.90\s?RSD/);
    expect(card).toHaveTextContent('In 12 pharmacies');
    expect(card).toHaveTextContent('film-coated tablets · 30 pcs');
    expect(within(card).getByRole('button', { name: 'Add to cart' })).toBeInTheDocument();
    expect(card).not.toHaveTextContent('Prescription medicine');
  });

  it('strikes the old price through when a promo discounts it', () => {
    renderCard({ price: 240, oldPrice: 300 });
    const card = screen.getByRole('article');
    expect(card).toHaveTextContent(/240\.00/);
    expect(within(card).getByText(/300\.00/).tagName).toBe('S');
    expect(card).toHaveTextContent('−20%');
  });

  it('says the price will be known at the pharmacy for allow_safety items', () => {
    renderCard({ allowSafety: true, price: null, pharmaciesCount: 3 });
    const card = screen.getByRole('article');
    expect(card).toHaveTextContent('Price will be known at the pharmacy');
    expect(card).toHaveTextContent('In 3 pharmacies');
    expect(card).not.toHaveTextContent('RSD');
  });

  it('says when no pharmacy of the city has it and shows no price', () => {
    renderCard({ price: null, pharmaciesCount: 0 });
    const card = screen.getByRole('article');
    expect(card).toHaveTextContent('Not available in this city');
    expect(card).not.toHaveTextContent('RSD');
    expect(card).not.toHaveTextContent('Price will be known');
  });

  it('marks prescription medicines', () => {
    renderCard({ rx: true });
    expect(screen.getByRole('article')).toHaveTextContent('Prescription medicine');
  });

  it('uses one pharmacy for one pharmacy and names the strength only when the name lacks it', () => {
    renderCard({ pharmaciesCount: 1, name: 'Panadol', dosage: '500 mg' });
    const card = screen.getByRole('article');
    expect(card).toHaveTextContent('In 1 pharmacy');
    expect(card).toHaveTextContent('film-coated tablets · 500 mg · 30 pcs');
  });
});
