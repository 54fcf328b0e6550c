import { ValidationError, type AnyObjectSchema } from 'yup';

/** Field → message id of every failing rule, as the form would show them. */
export const errorsOf = (schema: AnyObjectSchema, values: object): Record<string, string> => {
  try {
    schema.validateSync(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return Object.fromEntries(error.inner.map((inner) => [inner.path ?? '', inner.message]));
  }
};
