export { useGetPromosQuery } from './api/promosApi';
export { usePromos } from './model/usePromos';
export type { Promo, PromoPhase } from './model/types';
export { PromoCard, promoCatalogPath } from './ui/PromoCard';
export { PromoList } from './ui/PromoList';
export { promosApi } from './api/promosApi';
export { PromoBanner } from './ui/PromoBanner';
