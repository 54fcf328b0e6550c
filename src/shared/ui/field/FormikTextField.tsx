import { TextField, type TextFieldProps } from './TextField';
import { useFieldError } from './useFieldError';

interface FormikTextFieldProps extends Omit<TextFieldProps, 'error' | 'name' | 'value' | 'onChange' | 'onBlur'> {
  name: string;
}

/**
 * A formik-bound field. Errors are message ids (yup schemas return ids) and appear only
 * after the form's first submit (docs/behaviour.md §12).
 */
export const FormikTextField = ({ name, ...props }: FormikTextFieldProps) => {
  const { field, error } = useFieldError(name);
  return <TextField {...props} {...field} value={field.value ?? ''} error={error} />;
};
