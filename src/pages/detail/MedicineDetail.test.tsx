import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render';
import { setupMockBackend } from '@/testing/msw';
import { getDataset } from '@mocks/data/dataset';
import { Component as DetailPage } from './index';

setupMockBackend();
jest.setTimeout(30_000);

const ds = getDataset();
const renderDetail = (id: number, locale: 'en' | 'ru' = 'en') =>
  renderWithProviders(<DetailPage />, { path: `/detail/${id}`, routePath: '/detail/:id', locale });

describe('product page: medicine information', () => {
  it('shows the leaflet, the ATC code linking its groups, the holder and the barcode of a medicine', async () => {
    const brufen = ds.products.find((p) => p.name.en === 'Brufen 400 mg' && p.formKey === 'film');
    if (!brufen) throw new Error('dataset');
    renderDetail(brufen.id);
    const leaflet = await screen.findByRole('region', { name: 'Leaflet summary' });
    for (const heading of ['What it is used for', 'How to take it', 'Warnings and precautions', 'Storage'])
      expect(within(leaflet).getByRole('heading', { level: 3, name: heading })).toBeInTheDocument();
    expect(within(leaflet).getByText(/contains ibuprofen/)).toBeInTheDocument();
    expect(within(leaflet).getByText('M01AE01')).toBeInTheDocument();
    expect(within(leaflet).getByRole('link', { name: 'Musculo-skeletal system' })).toHaveAttribute(
      'href',
      '/catalog/atc/M',
    );
    expect(within(leaflet).getByRole('link', { name: 'Antiinflammatory and antirheumatic products' })).toHaveAttribute(
      'href',
      '/catalog/atc/M01',
    );
    expect(within(leaflet).getByText('Viatris d.o.o. Beograd')).toBeInTheDocument();
    expect(within(leaflet).getByText(brufen.ean)).toBeInTheDocument();
    // Analogues: the same substance, strength and form only.
    const analogues = screen.getByRole('region', { name: 'Analogues: same active substance, strength and form' });
    const names = within(analogues)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent ?? '');
    expect(names.length).toBeGreaterThan(1);
    expect(names.every((name) => / 400 mg$/.test(name))).toBe(true);
  });

  it('writes the leaflet in the page language', async () => {
    const p = ds.products.find((x) => x.substanceKey === 'paracetamol');
    if (!p) throw new Error('dataset');
    renderDetail(p.id, 'ru');
    const leaflet = await screen.findByRole('region', { name: 'Кратко из инструкции' });
    expect(within(leaflet).getByText(/содержит парацетамол/)).toBeInTheDocument();
    expect(within(leaflet).getByRole('link', { name: 'Анальгетики' })).toHaveAttribute('href', '/catalog/atc/N02');
  });

  it('has no leaflet for goods that are not medicines', async () => {
    const cosmetic = ds.products.find((p) => p.kind === 'cosmetic');
    if (!cosmetic) throw new Error('dataset');
    renderDetail(cosmetic.id);
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('region', { name: 'Leaflet summary' })).not.toBeInTheDocument();
  });
});
