import { screen } from '@testing-library/react';
import { useLocation, type LoaderFunction } from 'react-router';
import type { LoaderEnv } from '@/shared/lib';
import { renderWithProviders } from '@/testing/render';
import { setupMockBackend } from '@/testing/msw';
import { getDataset } from '@mocks/data/dataset';
import { searchLoader } from './loader';
import { Component as SearchPage } from './index';

setupMockBackend();
jest.setTimeout(30_000);

const Where = () => {
  const location = useLocation();
  return <output aria-label="location">{location.pathname}</output>;
};

/** The results route with its loader, on the store the rendered app uses; starts elsewhere. */
const renderSearch = () => {
  const env: LoaderEnv = {
    store: { dispatch: () => undefined, getState: () => undefined } as unknown as LoaderEnv['store'],
    target: 'browser',
    awaitData: () => true,
    cityId: () => 1,
  };
  const loader: LoaderFunction = (args) => searchLoader(env)(args);
  const view = renderWithProviders(<></>, {
    path: '/',
    routes: [
      { path: '/search', loader, element: <SearchPage /> },
      { path: '/detail/:id', element: <Where /> },
    ],
    routePath: '/',
  });
  env.store = view.store;
  return view;
};

describe('search by barcode', () => {
  it('opens the product whose EAN-13 was searched', async () => {
    const product = getDataset().products[42];
    if (!product) throw new Error('dataset');
    const { router } = renderSearch();
    await router.navigate(`/search?q=${product.ean}`);
    expect(await screen.findByRole('status', { name: 'location' })).toHaveTextContent(`/detail/${product.id}`);
  });

  it('says that no product has an unknown barcode', async () => {
    const { router } = renderSearch();
    await router.navigate('/search?q=8600000000004');
    expect(await screen.findByText('Sorry, nothing found')).toBeInTheDocument();
    expect(
      screen.getByText(
        "No product has the barcode 8600000000004. Check the 13 digits under the barcode, or search by the medicine's name.",
      ),
    ).toBeInTheDocument();
  });
});
