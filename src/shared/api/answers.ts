/**
 * Every answer of docs/api.md, exported from here: the client checks each answer against its
 * schema before mapping it (`rawResponseSchema`; a mismatch is a PARSE_ERROR, like an unreadable
 * body: docs/api.md, "Answer schemas"), and the mock backend builds its answers typed by the
 * same types, so the two cannot drift apart. Only the validators used here are bundled.
 *
 * The reader is tolerant (docs/api.md, "Required and optional fields"): only what a page cannot
 * do without is required; every other field is a `detail(...)` with its fallback, and the lists
 * of things (products, categories, pharmacies…) are `tolerantArray`s that leave out an entry
 * missing a required field instead of refusing the whole answer.
 *
 * Each schema is written in the module of those who read it (productAnswers.ts, authAnswers.ts,
 * orderAnswers.ts…; their building blocks in answerParts.ts), and this file only gathers them:
 * a page or dialog loaded later brings the schemas of its own calls, and the first load has
 * only those of its calls (docs/performance.md, "Today's values"; docs/lifecycle.md,
 * "Features added later").
 */

export type { PackUnitDto, PharmacyDto } from './answerParts';
export { OffersSchema, OrderSchema, OrdersSchema, TransfersSchema, VisitSchema } from './orderAnswers';
export type { OffersDto, OrderDto, OrdersDto, TransfersDto, VisitDto } from './orderAnswers';
export { AlertSchema, AlertsSchema } from './alertAnswers';
export type { AlertDto, AlertsDto } from './alertAnswers';
export { TherapiesSchema, TherapySchema } from './therapyAnswers';
export type { TherapiesDto, TherapyDto } from './therapyAnswers';
export { LoyaltySchema } from './loyaltyAnswers';
export { EreceptSchema } from './ereceptAnswers';
export type { EreceptDto } from './ereceptAnswers';
export type { LoyaltyCardDto, LoyaltyDto } from './loyaltyAnswers';
export { DeliverySchema, DeliveryTermsSchema } from './deliveryAnswers';
export type { DeliveryDto, DeliveryTermsDto } from './deliveryAnswers';
export { QuestionSchema, QuestionsSchema } from './questionAnswers';
export type { QuestionDto, QuestionsDto } from './questionAnswers';
export { FORM_KINDS, ProductsSchema } from './productAnswers';
export type { ProductCardDto, ProductsDto } from './productAnswers';
export { ProductDetailSchema } from './productDetailAnswers';
export type { ProductDetailDto } from './productDetailAnswers';
export { AlternativesSchema } from './alternativesAnswers';
export type { AlternativesDto } from './alternativesAnswers';
export { CategoriesSchema } from './catalogueAnswers';
export type { CategoriesDto } from './catalogueAnswers';
export { FavouritesSchema } from './favouriteAnswers';
export type { FavouritesDto } from './favouriteAnswers';
export { SuggestionsSchema } from './suggestionAnswers';
export type { SuggestionsDto } from './suggestionAnswers';
export { CartItemsSchema } from './cartAnswers';
export type { CartItemsDto } from './cartAnswers';
export { CitySchema, CitiesSchema } from './cityAnswers';
export type { CityDto, CitiesDto } from './cityAnswers';
export { PromosSchema } from './promoAnswers';
export type { PromosDto, PromoDto } from './promoAnswers';
export { ArticlesSchema, ArticleSchema } from './articleAnswers';
export type { ArticlesDto, ArticleSummaryDto, ArticleDto } from './articleAnswers';
export { ProfileSchema } from './sessionAnswers';
export type { ProfileDto } from './sessionAnswers';
export { ProfileEditSchema } from './accountAnswers';
export type { ProfileEditDto } from './accountAnswers';
export { EmptySchema } from './sessionAnswers';
export type { EmptyDto } from './sessionAnswers';
export { AuthTokenSchema, CodeSentSchema, RegisterSchema, NextTrySchema, RecoveryTokenSchema } from './authAnswers';
export type { AuthTokenDto, CodeSentDto, RegisterDto, NextTryDto, RecoveryTokenDto } from './authAnswers';
export { PharmaciesSchema } from './pharmacyAnswers';
export type { PharmaciesDto } from './pharmacyAnswers';
export { AtcGroupsSchema } from './catalogueAnswers';
export type { AtcGroupsDto } from './catalogueAnswers';
export { DutySchema } from './pharmacyAnswers';
export type { DutyDto } from './pharmacyAnswers';
