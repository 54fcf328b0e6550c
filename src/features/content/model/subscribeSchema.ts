import { object, string } from 'yup';

/** Email required and valid (docs/behaviour.md §12); errors are i18n ids. */
export const subscribeSchema = object({
  email: string().trim().required('validation.emailRequired').email('validation.emailInvalid'),
});
