export { usePromos } from './model/usePromos';
export { usePromo } from './model/usePromo';
export type { Promo } from './model/types';
export { PromoList } from './ui/PromoList';
export { promosApi } from './api/promosApi';
export { PromoBanner } from './ui/PromoBanner';
