import { FormattedMessage, useIntl } from 'react-intl';
import { Button, FormikTextField } from '@/shared/ui';
import styles from './AuthForms.module.css';

interface SmsCodeFieldsProps {
  /** The formik field of the code (`code` when registering, `sms` in recovery). */
  name: string;
  /** Seconds until a new code may be sent; Resend is disabled until 0. */
  seconds: number;
  onResend: () => void;
  resending: boolean;
  submitting: boolean;
}

/** The SMS step (docs/behaviour.md §9): the code, Next, and Resend SMS with its countdown. */
export const SmsCodeFields = ({ name, seconds, onResend, resending, submitting }: SmsCodeFieldsProps) => {
  const intl = useIntl();
  return (
    <>
      <FormikTextField
        name={name}
        label={intl.formatMessage({ id: 'auth.smsCode' })}
        inputMode="numeric"
        autoComplete="one-time-code"
        // The step replaces the button that was pressed: focus goes to what comes next.
        autoFocus
      />
      <div className={styles.pair}>
        <Button type="submit" loading={submitting}>
          <FormattedMessage id="auth.next" />
        </Button>
        <Button variant="secondary" onClick={onResend} disabled={seconds > 0} loading={resending}>
          {seconds > 0 ? (
            <FormattedMessage id="auth.resendIn" values={{ seconds }} />
          ) : (
            <FormattedMessage id="auth.resend" />
          )}
        </Button>
      </div>
    </>
  );
};
