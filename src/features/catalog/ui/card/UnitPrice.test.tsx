import { screen, within } from '@testing-library/react';
import type { Locale } from '@/shared/i18n';
import { renderWithProviders } from '@/testing/render';
import { makeProduct } from '../../testing/fixtures';
import type { PackUnit } from '../../model/types';
import { ProductCard } from './ProductCard';

const renderCard = (overrides: Parameters<typeof makeProduct>[0], locale: Locale = 'en') =>
  renderWithProviders(<ProductCard product={makeProduct(overrides)} />, { locale });

const unitLine = () => within(screen.getByRole('article')).queryByText(/per |po |za |за |Цена/);

describe('the unit price beside the pack price', () => {
  const cases: Array<[Locale, PackUnit, number, RegExp]> = [
    ['en', { kind: 'tablet', count: 30 }, 289.9, /^RSD\s?9\.66 per tablet$/],
    ['sr', { kind: 'tablet', count: 30 }, 289.9, /^9,66\sRSD po tableti$/],
    ['ru', { kind: 'tablet', count: 30 }, 289.9, /^9,66\sRSD за таблетку$/],
    ['en', { kind: 'capsule', count: 20 }, 300, /^RSD\s?15\.00 per capsule$/],
    ['sr', { kind: 'sachet', count: 10 }, 450, /^45,00\sRSD po kesici$/],
    ['ru', { kind: 'ampoule', count: 20 }, 800, /^40,00\sRSD за ампулу$/],
    ['en', { kind: 'lozenge', count: 24 }, 480, /^RSD\s?20\.00 per lozenge$/],
    ['en', { kind: 'ml', count: 200 }, 420, /^RSD\s?210\.00 per 100 ml$/],
    ['sr', { kind: 'g', count: 50 }, 155, /^310,00\sRSD za 100 g$/],
    ['ru', { kind: 'piece', count: 3 }, 450, /^150,00\sRSD за штуку$/],
  ];

  it.each(cases)('in %s for %j at %d', (locale, packUnit, price, expected) => {
    renderCard({ price, packUnit }, locale);
    expect(unitLine()?.textContent).toMatch(expected);
  });

  it('is left out for a pack of one piece, where the price already is the unit price', () => {
    renderCard({ price: 1200, packUnit: { kind: 'piece', count: 1 } });
    expect(unitLine()).toBeNull();
  });

  it('says the unit price too is known at the pharmacy when the pack price is', () => {
    renderCard({ price: null, allowSafety: true, packUnit: { kind: 'ml', count: 100 } });
    expect(unitLine()?.textContent).toBe('Price per 100 ml at the pharmacy');
  });

  it('is left out when the catalogue does not say what the pack holds, while the price shows', () => {
    renderCard({ price: 289.9, packUnit: null });
    expect(unitLine()).toBeNull();
    expect(screen.getByRole('article')).toHaveTextContent(/289\.90/);
    renderCard({ price: null, allowSafety: true, packUnit: null });
    expect(screen.getAllByRole('article')[1]).not.toHaveTextContent(/per |at the pharmacy.*per/);
  });

  it('is not shown when no pharmacy of the city has the product', () => {
    renderCard({ price: null, pharmaciesCount: 0 });
    expect(unitLine()).toBeNull();
  });
});

describe('a prescription medicine on a card (docs/behaviour.md §15)', () => {
  it('shows no discount badge and no struck-through price even when the answer has an old price', () => {
    renderCard({ rx: true, price: 240, oldPrice: 300 });
    const card = screen.getByRole('article');
    expect(card).not.toHaveTextContent('−20%');
    expect(card).not.toHaveTextContent(/300\.00/);
    expect(card).toHaveTextContent('Prescription medicine');
  });
});
