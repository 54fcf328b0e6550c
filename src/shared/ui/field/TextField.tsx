import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import styles from './TextField.module.css';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'children'> {
  label: ReactNode;
  ref?: Ref<HTMLInputElement>;
  /** Shown (and the field marked invalid) only when given. */
  error?: ReactNode;
  hint?: ReactNode;
  /** Replaces the <input> (a masked input); receives the wiring for label, hint and error. */
  renderInput?: (wiring: {
    id: string;
    className: string;
    'aria-invalid': boolean;
    'aria-describedby'?: string;
  }) => ReactNode;
}

export const TextField = ({ label, error, hint, renderInput, id, className, ...inputProps }: TextFieldProps) => {
  const fallbackId = useId();
  const inputId = id ?? fallbackId;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  const wiring = {
    id: inputId,
    className: `${styles.input} ${error ? styles.invalid : ''}`,
    'aria-invalid': Boolean(error),
    'aria-describedby': describedBy,
  };
  return (
    <div className={`${styles.field} ${className ?? ''}`}>
      <label className={styles.label} htmlFor={inputId}>
        {label}
      </label>
      {renderInput ? renderInput(wiring) : <input {...inputProps} {...wiring} />}
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
};
