import { useState, type RefObject } from 'react';
import { Form, Formik } from 'formik';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatPhone, toApiPhone, useAppDispatch } from '@/shared/lib';
import { Button, EmailField, FormikTextField, PhoneField, showToast } from '@/shared/ui';
import { useConfirmRegistrationMutation, useRegisterMutation, useResendRegistrationCodeMutation } from '../api/authApi';
import { getDeviceToken } from '../lib/deviceToken';
import { registerSchema, smsCodeSchema } from '../model/schemas';
import { useCountdown } from '../model/useCountdown';
import { PasswordField } from './PasswordField';
import { RememberPhone } from './RememberPhone';
import { SmsCodeFields } from './SmsCodeFields';
import styles from './AuthForms.module.css';

interface RegisterFormProps {
  draftPhone: RefObject<string>;
  onRegistered: () => void;
}

const EMPTY = { email: '', name: '', password: '', code: '' };

/**
 * Registration (docs/behaviour.md §9): the details, then, when the server answers with a session,
 * the SMS code with Next and Resend. The details stay in the form the whole time.
 */
export const RegisterForm = ({ draftPhone, onRegistered }: RegisterFormProps) => {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const [register] = useRegisterMutation();
  const [confirm] = useConfirmRegistrationMutation();
  const [resend, { isLoading: resending }] = useResendRegistrationCodeMutation();
  const [session, setSession] = useState<string | null>(null);
  const countdown = useCountdown();

  const finish = () => {
    dispatch(showToast({ tone: 'success', messageId: 'auth.registerSuccess' }));
    onRegistered();
  };

  const resendCode = async () => {
    if (!session) return;
    const result = await resend({ session });
    if (result.data !== undefined) {
      countdown.start(result.data);
      dispatch(showToast({ tone: 'info', messageId: 'auth.codeResent' }));
    }
  };

  return (
    <Formik
      initialValues={{ ...EMPTY, phone: draftPhone.current }}
      validationSchema={session ? smsCodeSchema : registerSchema}
      onSubmit={async (values, helpers) => {
        if (session) {
          const result = await confirm({ code: values.code.trim(), session, device_token: getDeviceToken() });
          if (result.data !== undefined) finish();
          return;
        }
        const result = await register({
          phone: toApiPhone(values.phone),
          email: values.email.trim(),
          password: values.password,
          name: values.name.trim(),
        });
        if ('error' in result) return;
        if (result.data.authorized) {
          finish();
          return;
        }
        setSession(result.data.session);
        countdown.start(result.data.nextTry);
        // A new step: its field shows errors only after its own first submit.
        helpers.resetForm({ values });
      }}
    >
      {({ isSubmitting, values, resetForm }) => (
        <Form noValidate className={styles.form} aria-label={intl.formatMessage({ id: 'auth.register' })}>
          <RememberPhone draft={draftPhone} />
          {session ? (
            <>
              <div className={styles.notice} role="status">
                <p>
                  <FormattedMessage
                    id="auth.codeSentTo"
                    values={{ phone: <strong className={styles.nowrap}>{formatPhone(values.phone)}</strong> }}
                  />
                </p>
                <button
                  type="button"
                  className={styles.textButton}
                  onClick={() => {
                    setSession(null);
                    countdown.start(0);
                    resetForm({ values: { ...values, code: '' } });
                  }}
                >
                  <FormattedMessage id="auth.changeDetails" />
                </button>
              </div>
              <SmsCodeFields
                name="code"
                seconds={countdown.seconds}
                onResend={() => void resendCode()}
                resending={resending}
                submitting={isSubmitting}
              />
            </>
          ) : (
            <>
              <PhoneField name="phone" />
              <EmailField name="email" label={intl.formatMessage({ id: 'auth.email' })} />
              <FormikTextField name="name" label={intl.formatMessage({ id: 'auth.name' })} autoComplete="name" />
              <PasswordField
                name="password"
                label={intl.formatMessage({ id: 'auth.password' })}
                autoComplete="new-password"
              />
              <Button type="submit" size="lg" block loading={isSubmitting}>
                <FormattedMessage id="auth.registerSubmit" />
              </Button>
            </>
          )}
        </Form>
      )}
    </Formik>
  );
};
