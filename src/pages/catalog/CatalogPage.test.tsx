import { screen } from '@testing-library/react';
import type { LoaderFunction } from 'react-router';
import type { LoaderEnv } from '@/shared/lib';
import { renderWithProviders } from '@/testing/render';
import { setupMockBackend } from '@/testing/msw';
import { catalogLoader } from './loader';
import { Component as CatalogPage } from './index';

setupMockBackend();
jest.setTimeout(30_000);

/** The catalogue's route with its loader, on the store the rendered app uses; starts elsewhere. */
const renderCatalog = () => {
  const env: LoaderEnv = {
    store: { dispatch: () => undefined, getState: () => undefined } as unknown as LoaderEnv['store'],
    target: 'browser',
    awaitData: () => true,
    cityId: () => 1,
  };
  const loader: LoaderFunction = (args) => catalogLoader(env)(args);
  const view = renderWithProviders(<p>elsewhere</p>, {
    path: '/',
    routes: [{ path: '/catalog', loader, element: <CatalogPage /> }],
  });
  env.store = view.store;
  return view;
};

describe('/catalog and a promotion', () => {
  it("shows the promotion's banner (its part, loaded by the route's loader) above its products", async () => {
    const { router } = renderCatalog();
    await router.navigate('/catalog?promo=2');
    // The loader waited for the data and the banner's part: the title is the banner's, not the
    // plain heading shown when the part cannot come.
    expect(await screen.findByRole('heading', { level: 1, name: 'Face care week' })).toBeInTheDocument();
    expect(screen.getByText('Runs')).toBeInTheDocument();
    expect(screen.getByRole('time')).toHaveTextContent(/^\w+ \d{1,2} – \w+ \d{1,2}$/);
    expect(screen.getByRole('link', { name: 'All promotions' })).toHaveAttribute('href', '/offer');
  });

  it('has no banner without a promotion', async () => {
    const { router } = renderCatalog();
    await router.navigate('/catalog');
    expect(await screen.findByRole('heading', { level: 1, name: 'Catalog' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'All promotions' })).toBeNull();
    expect(screen.queryByText('Runs')).toBeNull();
  });
});
