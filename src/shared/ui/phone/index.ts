export { PhoneField, loadPhoneField } from './PhoneField';
export type { PhoneFieldProps } from './types';
export { PHONE_MASK, PHONE_PLACEHOLDER } from './phoneMask';
