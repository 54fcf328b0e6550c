import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { apiBaseQuery, AUTH_TOKEN_COOKIE } from '@/shared/api';
import { writeCookie } from '@/shared/storage';
import type { Product } from '../model/types';

/** A card model with sensible values; each test states what matters to it. */
export const makeProduct = (overrides: Partial<Product> = {}): Product => ({
  id: 1001,
  name: 'Brufen 400 mg',
  form: 'film-coated tablets',
  formKind: 'tablets',
  dosage: '400 mg',
  pack: '30 pcs',
  manufacturer: 'Galenika',
  activeSubstance: 'ibuprofen',
  categorySlug: 'analgetici',
  rx: false,
  rxUnknown: false,
  vatRate: 10,
  price: 289.9,
  oldPrice: null,
  allowSafety: false,
  pharmaciesCount: 12,
  color: '#0b6e4f',
  packUnit: { kind: 'tablet', count: 30 },
  isMedicine: true,
  ...overrides,
});

const queryApi = { signal: new AbortController().signal } as BaseQueryApi;

/** Signs the demo client in through the mock API and stores the token as the app does. */
export const signInDemo = async (): Promise<void> => {
  const result = await apiBaseQuery(
    { url: '/auth/phone', method: 'PUT', params: { phone: '+381 64 123 4567', password: 'demo1234' } },
    queryApi,
    {},
  );
  const token = (result.data as { auth_token?: unknown } | undefined)?.auth_token;
  if (typeof token !== 'string') throw new Error('demo sign-in failed');
  writeCookie(AUTH_TOKEN_COOKIE, token);
};

/** The favourites the server holds for the signed-in client. */
export const serverFavourites = async (): Promise<number[]> => {
  const result = await apiBaseQuery({ url: '/favourites' }, queryApi, {});
  return (result.data as { list: number[] }).list;
};
