export { maskSecrets } from './maskSecrets';
export { useDebouncedValue } from './useDebouncedValue';
export { useAppDispatch, useStateSelector } from './redux';
export { normalizePhone, toApiPhone, formatPhone, maskPhoneDigits, phoneSchema } from './phone';
export { settleQueries, notFound, isNotFoundResult } from './loaders';
export type { LoaderEnv, LoaderStore, RouteLoader, StartedQuery } from './loaders';
export { useClock, setRenderedAt } from './clock';
export { whenIdle } from './whenIdle';
export {
  dataLayerHas,
  generalPageFields,
  pushToDataLayer,
  readPageFields,
  setPageFields,
  type PageFields,
} from './dataLayer';
export { yieldToMain } from './yieldToMain';
export { whenNearViewport } from './whenNearViewport';
export { addDays, addMonths, dateIn, isIsoDate } from './calendarDate';
export { useDeferredCode } from './useDeferredCode';
export { distanceKm, type Position } from './distance';
export { codeOnDemand } from './codeOnDemand';
export {
  keepOnReload,
  takeKeptFields,
  takeKeptPage,
  restoreKeptScroll,
  reloadPending,
  reloadForMissingCode,
  missingCodeFile,
  type MissingCodeEnv,
} from './reloadForNewCode';
export { newIdempotencyKey } from './idempotencyKey';
