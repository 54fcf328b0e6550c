/**
 * The schema of each call's answer (src/shared/api/answers.ts), by `METHOD /path`: the mock's
 * tests check every answer against it, and the QA switch `mock_minimal` strips from each answer
 * what its schema marks optional (mocks/minimal.ts).
 */
import type * as v from 'valibot';
import * as answers from '@/shared/api/answers';

export const ANSWER_SCHEMAS: Record<string, v.GenericSchema> = {
  'POST /alerts': answers.AlertSchema,
  'GET /alerts': answers.AlertsSchema,
  'POST /alerts/delete': answers.EmptySchema,
  'GET /articles': answers.ArticlesSchema,
  'GET /articles/detail': answers.ArticleSchema,
  'GET /atc': answers.AtcGroupsSchema,
  'PUT /auth/confirm': answers.AuthTokenSchema,
  'PUT /auth/logout': answers.EmptySchema,
  'PUT /auth/phone': answers.AuthTokenSchema,
  'PUT /auth/recovery': answers.CodeSentSchema,
  'PUT /auth/recovery/confirm': answers.RecoveryTokenSchema,
  'PUT /auth/recovery/password': answers.AuthTokenSchema,
  'PUT /auth/recovery/resend': answers.NextTrySchema,
  'PUT /auth/register': answers.RegisterSchema,
  'PUT /auth/resend': answers.NextTrySchema,
  'GET /cart/items': answers.CartItemsSchema,
  'GET /categories': answers.CategoriesSchema,
  'GET /cities': answers.CitiesSchema,
  'GET /cities/locate': answers.CitySchema,
  'GET /clients': answers.ProfileSchema,
  'POST /clients/delete': answers.EmptySchema,
  'PUT /clients/email': answers.ProfileEditSchema,
  'PUT /clients/name': answers.ProfileEditSchema,
  'PUT /clients/password': answers.EmptySchema,
  'PUT /clients/verify': answers.CodeSentSchema,
  'GET /favourites': answers.FavouritesSchema,
  'PUT /favourites': answers.FavouritesSchema,
  'GET /orders': answers.OrdersSchema,
  'POST /orders': answers.OrderSchema,
  'GET /orders/detail': answers.OrderSchema,
  'POST /orders/visit': answers.VisitSchema,
  'GET /pharmacies': answers.PharmaciesSchema,
  'GET /pharmacies/offers': answers.OffersSchema,
  'GET /pharmacies/transfers': answers.TransfersSchema,
  'GET /products': answers.ProductsSchema,
  'GET /products/detail': answers.ProductDetailSchema,
  'GET /products/alternatives': answers.AlternativesSchema,
  'GET /promos': answers.PromosSchema,
  'GET /search/suggestions': answers.SuggestionsSchema,
  'PUT /subscribe': answers.EmptySchema,
  'GET /therapies': answers.TherapiesSchema,
  'POST /therapies': answers.TherapySchema,
  'POST /therapies/delete': answers.EmptySchema,
  'POST /therapies/reserve': answers.OrderSchema,
};
