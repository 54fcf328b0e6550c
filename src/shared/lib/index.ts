export { maskSecrets, MASK } from './maskSecrets';
export { useDebouncedValue } from './useDebouncedValue';
export { useMediaQuery } from './useMediaQuery';
export { useAppDispatch, useStateSelector } from './redux';
