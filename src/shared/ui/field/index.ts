export { TextField } from './TextField';
export { FormikTextField } from './FormikTextField';
export { FormikTextArea } from './FormikTextArea';
export { useFieldError } from './useFieldError';
