import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Icon, TextField, eyeIcon, eyeOffIcon, useFieldError } from '@/shared/ui';
import styles from './PasswordField.module.css';

interface PasswordFieldProps {
  name: string;
  label: string;
  /** `current-password` to sign in, `new-password` where one is chosen (password managers). */
  autoComplete: 'current-password' | 'new-password';
  autoFocus?: boolean;
}

/** A formik password input with a show/hide toggle; errors after the first submit. */
export const PasswordField = ({ name, label, autoComplete, autoFocus }: PasswordFieldProps) => {
  const { field, error } = useFieldError(name);
  const intl = useIntl();
  const [visible, setVisible] = useState(false);

  return (
    <TextField
      label={label}
      error={error}
      renderInput={(wiring) => (
        <div className={styles.box}>
          <input
            {...field}
            {...wiring}
            value={field.value ?? ''}
            className={`${wiring.className} ${styles.input}`}
            type={visible ? 'text' : 'password'}
            autoComplete={autoComplete}
            autoFocus={autoFocus}
            autoCapitalize="off"
            spellCheck={false}
          />
          <button
            type="button"
            className={styles.toggle}
            aria-label={intl.formatMessage({ id: 'auth.showPassword' })}
            aria-pressed={visible}
            onClick={() => setVisible((shown) => !shown)}
          >
            <Icon path={visible ? eyeOffIcon : eyeIcon} size={20} />
          </button>
        </div>
      )}
    />
  );
};
