export { PhoneField } from './PhoneField';
export { loadPhoneField } from './loadPhoneField';
export type { PhoneFieldProps } from './types';
export { PHONE_MASK, PHONE_PLACEHOLDER } from './phoneMask';
