export { maskSecrets, MASK } from './maskSecrets';
export { useDebouncedValue } from './useDebouncedValue';
export { useMediaQuery } from './useMediaQuery';
export { useAppDispatch, useStateSelector } from './redux';
export { normalizePhone, isValidPhone, toApiPhone, formatPhone, maskPhoneDigits, phoneSchema, PHONE_COUNTRY_CODE, PHONE_MIN_DIGITS, PHONE_MAX_DIGITS } from './phone';
export { settleQueries, notFound, isNotFoundResult } from './loaders';
export type { LoaderEnv, LoaderStore, RouteLoader, StartedQuery } from './loaders';
export { useClock, setRenderedAt } from './clock';
export { whenIdle } from './whenIdle';
