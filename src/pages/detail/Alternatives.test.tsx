import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderWithProviders } from '@/testing/render';
import { setupMockBackend } from '@/testing/msw';
import { getDataset } from '@mocks/data/dataset';
import { Component as DetailPage } from './index';

const server = setupMockBackend();
jest.setTimeout(30_000);

const ds = getDataset();
const renderDetail = (id: number, locale: 'en' | 'sr' | 'ru' = 'en') =>
  renderWithProviders(<DetailPage />, { path: `/detail/${id}`, routePath: '/detail/:id', locale });

const asked: string[] = [];
beforeEach(() => {
  asked.length = 0;
});
server.events.on('request:start', ({ request }) => void asked.push(new URL(request.url).pathname));

describe('product page: cheaper alternatives', () => {
  it('lists what costs less per unit in the city, cheapest per unit first, with the saving per tablet', async () => {
    renderDetail(1001);
    const block = await screen.findByRole('region', { name: 'Cheaper with the same substance, strength and form' });
    const list = await within(block).findByRole('list', { name: 'Cheaper alternatives in Belgrade' });
    const items = within(list).getAllByRole('listitem');
    expect(items.length).toBeGreaterThan(1);
    const perTablet = items.map((item) => {
      const text = within(item).getByText(/^RSD [\d.]+ per tablet$/).textContent ?? '';
      return Number(/([\d.,]+)/.exec(text.replace(/,/g, ''))?.[1]);
    });
    expect(perTablet).toEqual([...perTablet].sort((a, b) => a - b));
    for (const item of items) {
      expect(within(item).getByRole('link')).toHaveAttribute('href', expect.stringMatching(/^\/detail\/\d+$/));
      expect(within(item).getByText(/less per tablet$/)).toBeInTheDocument();
      expect(within(item).queryByText('Rx')).not.toBeInTheDocument();
    }
    expect(asked.filter((path) => path.endsWith('/products/alternatives'))).toHaveLength(1);
  });

  it('speaks the page language', async () => {
    renderDetail(1001, 'sr');
    const block = await screen.findByRole('region', { name: 'Jeftinije, ista supstanca, jačina i oblik' });
    const list = await within(block).findByRole('list');
    expect(within(list).getAllByText(/jeftinije po tableti$/).length).toBeGreaterThan(0);
  });

  it('shows a prescription medicine neutrally: a note, no list, nothing asked', async () => {
    const rx = ds.products.find(
      (p) =>
        p.rx &&
        ds.products.some(
          (x) => x.id !== p.id && x.substanceKey === p.substanceKey && x.dosage === p.dosage && x.formKey === p.formKey,
        ),
    );
    if (!rx) throw new Error('dataset');
    renderDetail(rx.id);
    const block = await screen.findByRole('region', { name: 'Alternatives to this medicine' });
    expect(block).toHaveTextContent('Ask your pharmacist or doctor about alternatives.');
    expect(within(block).queryByRole('list')).not.toBeInTheDocument();
    expect(screen.queryByText(/less per/)).not.toBeInTheDocument();
    expect(asked.some((path) => path.endsWith('/products/alternatives'))).toBe(false);
  });

  it('never offers a prescription medicine as the cheaper choice, whatever the answer holds', async () => {
    const card = { id: 1001, name: 'Febricet 500 mg', price: 98, allow_safety: false, rx: false };
    server.use(
      http.get('*/site/v1/products/alternatives', () =>
        HttpResponse.json({
          product: { ...card, pack_unit: { kind: 'tablet', count: 10 } },
          list: [{ ...card, id: 1007, name: 'Rx One 500 mg', price: 50, rx: true }],
        }),
      ),
    );
    renderDetail(1001);
    const block = await screen.findByRole('region', { name: 'Cheaper with the same substance, strength and form' });
    expect(
      await within(block).findByText('Nothing cheaper with the same substance, strength and form in Belgrade today.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Rx One 500 mg')).not.toBeInTheDocument();
  });

  it('says when they cannot be shown, and shows them after a retry', async () => {
    server.use(
      http.get('*/site/v1/products/alternatives', () => HttpResponse.json({}, { status: 500 }), { once: true }),
    );
    renderDetail(1001);
    const block = await screen.findByRole('region', { name: 'Cheaper with the same substance, strength and form' });
    expect(await within(block).findByText('Cheaper alternatives cannot be shown right now.')).toBeInTheDocument();
    await userEvent.click(within(block).getByRole('button', { name: 'Try again' }));
    expect(await within(block).findByRole('list')).toBeInTheDocument();
  });

  it('has no block for goods nobody could hand over instead', async () => {
    const cosmetic = ds.products.find((p) => p.kind === 'cosmetic');
    if (!cosmetic) throw new Error('dataset');
    renderDetail(cosmetic.id);
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('region', { name: /Cheaper|Alternatives to/ })).not.toBeInTheDocument();
  });
});
