export { PhoneField } from './PhoneField';
export { loadPhoneField } from './loadPhoneField';
