export { TextField } from './TextField';
export type { TextFieldProps } from './TextField';
export { FormikTextField } from './FormikTextField';
export { useFieldError } from './useFieldError';
