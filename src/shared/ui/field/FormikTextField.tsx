import { useField, useFormikContext } from 'formik';
import { useIntl } from 'react-intl';
import { TextField, type TextFieldProps } from './TextField';

interface FormikTextFieldProps extends Omit<TextFieldProps, 'error' | 'name' | 'value' | 'onChange' | 'onBlur'> {
  name: string;
}

/**
 * A formik-bound field. Errors are message ids (yup schemas return ids) and appear only
 * after the form's first submit (docs/behaviour.md §12).
 */
export const FormikTextField = ({ name, ...props }: FormikTextFieldProps) => {
  const [field, meta] = useField<string>(name);
  const { submitCount } = useFormikContext();
  const intl = useIntl();
  const error = submitCount > 0 && meta.error ? intl.formatMessage({ id: meta.error }) : undefined;
  return <TextField {...props} {...field} value={field.value ?? ''} error={error} />;
};
