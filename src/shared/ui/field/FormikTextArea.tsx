import type { ReactNode } from 'react';
import { TextField } from './TextField';
import { useFieldError } from './useFieldError';
import styles from './FormikTextArea.module.css';

interface FormikTextAreaProps {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  rows: number;
  maxLength: number;
  /** The caller's height; the box, the wiring and the vertical resize are the field's. */
  className?: string;
}

/** A formik-bound textarea, with the same label, hint and error rules as FormikTextField. */
export const FormikTextArea = ({ name, rows, maxLength, className, ...labels }: FormikTextAreaProps) => {
  const { field, error } = useFieldError(name);
  return (
    <TextField
      {...labels}
      error={error}
      renderInput={(wiring) => (
        <textarea
          {...field}
          {...wiring}
          className={`${wiring.className} ${styles.textarea} ${className ?? ''}`}
          value={field.value ?? ''}
          rows={rows}
          maxLength={maxLength}
        />
      )}
    />
  );
};
