import type { HttpHandler } from 'msw';
import '../seed';
import { alertsHandlers } from './alerts';
import { alternativesHandlers } from './alternatives';
import { articlesHandlers } from './articles';
import { atcHandlers } from './atc';
import { authHandlers } from './auth';
import { cartHandlers } from './cart';
import { catalogHandlers } from './catalog';
import { citiesHandlers } from './cities';
import { clientsHandlers } from './clients';
import { deliveryHandlers } from './delivery';
import { favouritesHandlers } from './favourites';
import { ordersHandlers } from './orders';
import { pharmaciesHandlers } from './pharmacies';
import { promosHandlers } from './promos';
import { questionsHandlers } from './questions';
import { searchHandlers } from './search';
import { subscribeHandlers } from './subscribe';
import { therapiesHandlers } from './therapies';
import { loyaltyHandlers } from './loyalty';
import { ereceptHandlers } from './erecept';

/** Every `/site/v1` call of docs/api.md. More specific paths come first. */
export const handlers: HttpHandler[] = [
  ...cartHandlers,
  ...citiesHandlers,
  ...searchHandlers,
  ...authHandlers,
  ...clientsHandlers,
  ...subscribeHandlers,
  ...alternativesHandlers,
  ...catalogHandlers,
  ...atcHandlers,
  ...pharmaciesHandlers,
  ...promosHandlers,
  ...articlesHandlers,
  ...favouritesHandlers,
  ...deliveryHandlers,
  ...ordersHandlers,
  ...alertsHandlers,
  ...therapiesHandlers,
  ...loyaltyHandlers,
  ...ereceptHandlers,
  ...questionsHandlers,
];
