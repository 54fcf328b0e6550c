import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render';
import type { Pharmacy } from '../model/types';
import PharmacyMap from './PharmacyMap';

/** A name as the API might send it: text, whatever it holds (docs/decisions.md, "On-duty pharmacies and the map"). */
const NAME = '<img src=x onerror=alert(1)>';

const pharmacy: Pharmacy = {
  id: 7,
  name: NAME,
  address: 'Njegoševa 12',
  cityId: 1,
  lat: 44.8,
  lng: 20.46,
  phone: '+381 11 123 4567',
  hours: [null, null, null, null, null, null, null],
  licence: '515-02-1/2020',
  pharmacist: 'mr ph. Ana Petrović',
};

describe('the pharmacy map', () => {
  it('shows a pharmacy’s name in its tooltip as text, never as markup', () => {
    const { container } = renderWithProviders(<PharmacyMap pharmacies={[{ pharmacy, open: true }]} position={null} />);
    const marker = screen.getByRole('button', { name: NAME });
    fireEvent.mouseOver(marker);
    /* eslint-disable testing-library/no-node-access, testing-library/no-container -- Leaflet's own tooltip element */
    const tooltip = document.querySelector('.leaflet-tooltip');
    expect(tooltip?.textContent).toBe(NAME);
    expect(container.querySelector('img[src="x"]')).toBeNull();
    expect(document.querySelector('img[src="x"]')).toBeNull();
    /* eslint-enable testing-library/no-node-access, testing-library/no-container */
  });
});
