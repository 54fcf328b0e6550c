import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render';
import { PHARMACIES } from '@/testing/seoFixtures';
import { PharmacyCard } from './PharmacyCard';

describe('PharmacyCard', () => {
  it('shows the pharmacy licence and its responsible pharmacist (docs/behaviour.md §15)', () => {
    const pharmacy = PHARMACIES[0];
    if (!pharmacy) throw new Error('fixture');
    renderWithProviders(<PharmacyCard pharmacy={pharmacy} now={new Date('2026-04-06T10:00:00Z')} />, { locale: 'sr' });
    const card = screen.getByRole('article', { name: pharmacy.name });
    expect(within(card).getByText('Rešenje Ministarstva zdravlja')).toBeInTheDocument();
    expect(within(card).getByText('530-01-412/2019-03')).toBeInTheDocument();
    expect(within(card).getByText('Odgovorni farmaceut')).toBeInTheDocument();
    expect(within(card).getByText('mr ph. Jelena Petrović')).toBeInTheDocument();
  });
});
