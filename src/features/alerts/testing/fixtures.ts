import { getDataset, pharmaciesWith } from '@mocks/data/dataset';
import { DEFAULT_CITY_ID } from '@/shared/config';
import type { RenderWithProvidersResult } from '@/testing/render';
import { alertsApi } from '../api/alertsApi';

/**
 * A product no pharmacy of a city stocks, found by its state (the generated stock may change),
 * in the default city when it has one: its English name and the city's.
 */
export const missingProduct = (): { productId: number; productName: string; cityId: number; cityName: string } => {
  const ds = getDataset();
  const cities = [...ds.cities].sort((a, b) => Number(b.id === DEFAULT_CITY_ID) - Number(a.id === DEFAULT_CITY_ID));
  for (const city of cities)
    for (const product of ds.products)
      if (!product.allowSafety && pharmaciesWith(ds, city.id, product).length === 0)
        return { productId: product.id, productName: product.name.en, cityId: city.id, cityName: city.name.en };
  throw new Error('the mock dataset has no product missing in a city');
};

/** Makes an alert for `product` through the store, by e-mail, or without one by the session's phone. */
export const makeAlert = (
  store: RenderWithProvidersResult['store'],
  product: ReturnType<typeof missingProduct>,
  email?: string,
) =>
  store
    .dispatch(
      alertsApi.endpoints.createAlert.initiate({
        product_id: product.productId,
        city_id: product.cityId,
        ...(email === undefined ? {} : { email }),
      }),
    )
    .unwrap();
