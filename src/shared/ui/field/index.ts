export { TextField } from './TextField';
export { FormikTextField } from './FormikTextField';
