import { useId } from 'react';
import { useField, useFormikContext, type FieldHelperProps, type FieldInputProps } from 'formik';
import { useIntl } from 'react-intl';
import type { MessageId } from '@/shared/i18n';

interface FieldError<Value> {
  field: FieldInputProps<Value>;
  helpers: FieldHelperProps<Value>;
  /** The translated message, only after the form's first submit; else undefined. */
  error: string | undefined;
  /** For controls that are not a TextField (a fieldset of radios): what ties them to `error`. */
  errorId: string;
  errorProps: { 'aria-invalid': boolean; 'aria-describedby': string | undefined };
}

/**
 * The one rule of every formik field: schemas return message ids, and a field shows its
 * error (and is marked invalid) only after the form's first submit, so nobody is scolded
 * while still typing. TextField wires `error` to the input itself; other controls spread `errorProps`
 * and render the message with `id={errorId}`.
 */
export const useFieldError = <Value = string>(name: string): FieldError<Value> => {
  const [field, meta, helpers] = useField<Value>(name);
  const { submitCount } = useFormikContext();
  const intl = useIntl();
  const errorId = `${useId()}-error`;
  // The schemas' messages are ids of i18n/sr.json; formik types an error as a plain string.
  const error = submitCount > 0 && meta.error ? intl.formatMessage({ id: meta.error as MessageId }) : undefined;
  return {
    field,
    helpers,
    error,
    errorId,
    errorProps: { 'aria-invalid': Boolean(error), 'aria-describedby': error ? errorId : undefined },
  };
};
