export { TextField } from './TextField';
export { FormikTextField } from './FormikTextField';
export { FormikTextArea } from './FormikTextArea';
export { EmailField } from './EmailField';
export { useFieldError } from './useFieldError';
export { KeptFields } from './KeptFields';
export { FieldError } from './FieldError';
