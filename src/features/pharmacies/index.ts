export { useGetPharmaciesQuery } from './api/pharmaciesApi';
export { toPharmacy } from './api/dto';
export type { Pharmacy, DayHours } from './model/types';
export { PHARMACY_TIME_ZONE } from './lib/hours';
export { useNow } from './lib/useNow';
export { OpenStatus } from './ui/OpenStatus';
export { WeekHours } from './ui/WeekHours';
export { PharmacyList } from './ui/PharmacyList';
export { pharmaciesApi } from './api/pharmaciesApi';
