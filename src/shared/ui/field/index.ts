export { TextField } from './TextField';
export { FormikTextField } from './FormikTextField';
export { useFieldError } from './useFieldError';
