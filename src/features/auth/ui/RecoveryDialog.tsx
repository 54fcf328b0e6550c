import { useState } from 'react';
import { Form, Formik, type FormikHelpers } from 'formik';
import { FormattedMessage, useIntl } from 'react-intl';
import { maskPhoneDigits, toApiPhone, useAppDispatch, useStateSelector } from '@/shared/lib';
import {
  Button,
  closeDialog,
  openDialog,
  PhoneField,
  selectDialogData,
  showToast,
  type DialogState,
} from '@/shared/ui';
import {
  useConfirmRecoveryMutation,
  useRequestRecoveryMutation,
  useResendRecoveryCodeMutation,
  useSetRecoveryPasswordMutation,
} from '../api/authApi';
import { getDeviceToken } from '../lib/deviceToken';
import { newPasswordSchema, recoveryCodeSchema, recoveryPhoneSchema } from '../model/schemas';
import { useCountdown } from '../model/useCountdown';
import { PasswordField } from './PasswordField';
import { SmsCodeFields } from './SmsCodeFields';
import { AuthDialogFrame } from './AuthDialogFrame';
import styles from './AuthForms.module.css';

/** The recovery form (docs/behaviour.md §9). `session` and `token` stay in this dialog only. */
interface RecoveryValues {
  phone: string;
  sms: string;
  password: string;
  confirm_password: string;
}

type Step = { name: 'phone' } | { name: 'code'; session: string } | { name: 'password'; token: string };

const SCHEMA = { phone: recoveryPhoneSchema, code: recoveryCodeSchema, password: newPasswordSchema };
const STEP_NUMBER = { phone: 1, code: 2, password: 3 } as const;

/**
 * Password recovery in three steps (docs/behaviour.md §9): the phone, the SMS code sent to
 * it, the new password. Saving signs the client in.
 */
const RecoveryDialog = () => {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const presetPhone = useStateSelector((state: { dialog: DialogState }) => selectDialogData(state, 'recovery')?.phone);
  const [step, setStep] = useState<Step>({ name: 'phone' });
  const countdown = useCountdown();
  const [request] = useRequestRecoveryMutation();
  const [confirm] = useConfirmRecoveryMutation();
  const [resend, { isLoading: resending }] = useResendRecoveryCodeMutation();
  const [save] = useSetRecoveryPasswordMutation();
  const close = () => dispatch(closeDialog('recovery'));

  const onSubmit = async (values: RecoveryValues, helpers: FormikHelpers<RecoveryValues>) => {
    if (step.name === 'phone') {
      const result = await request({ phone: toApiPhone(values.phone) });
      if ('error' in result) return;
      setStep({ name: 'code', session: result.data.session });
      countdown.start(result.data.nextTry);
    } else if (step.name === 'code') {
      const result = await confirm({ code: values.sms.trim(), session: step.session, device_token: getDeviceToken() });
      if ('error' in result) return;
      // The session is done with once the code is confirmed (docs/behaviour.md §9).
      setStep({ name: 'password', token: result.data.token });
    } else {
      const result = await save({ token: step.token, password: values.password });
      if ('error' in result) return;
      dispatch(showToast({ tone: 'success', messageId: 'auth.recoverySuccess' }));
      close();
      return;
    }
    // A new step: its fields show errors only after its own first submit.
    helpers.resetForm({ values });
  };

  const resendCode = async () => {
    if (step.name !== 'code') return;
    const result = await resend({ session: step.session });
    if (result.data !== undefined) {
      countdown.start(result.data);
      dispatch(showToast({ tone: 'info', messageId: 'auth.codeResent' }));
    }
  };

  return (
    <AuthDialogFrame onClose={close} title={intl.formatMessage({ id: 'auth.recovery.title' })}>
      <p className={styles.stepCounter}>
        <FormattedMessage id="auth.recovery.step" values={{ step: STEP_NUMBER[step.name], total: 3 }} />
      </p>
      <Formik<RecoveryValues>
        initialValues={{ phone: presetPhone ?? '', sms: '', password: '', confirm_password: '' }}
        validationSchema={SCHEMA[step.name]}
        onSubmit={onSubmit}
      >
        {({ isSubmitting, values }) => (
          <Form noValidate className={styles.form} aria-label={intl.formatMessage({ id: 'auth.recovery.title' })}>
            {step.name === 'phone' ? (
              <>
                <p className={styles.lead}>
                  <FormattedMessage id="auth.recovery.phoneStep" />
                </p>
                <PhoneField name="phone" />
                <Button type="submit" size="lg" block loading={isSubmitting}>
                  <FormattedMessage id="auth.recovery.sendCode" />
                </Button>
              </>
            ) : null}
            {step.name === 'code' ? (
              <>
                <p className={styles.lead} role="status">
                  <FormattedMessage
                    id="auth.recovery.codeStep"
                    values={{ phone: <strong className={styles.nowrap}>{maskPhoneDigits(values.phone)}</strong> }}
                  />
                </p>
                <SmsCodeFields
                  name="sms"
                  seconds={countdown.seconds}
                  onResend={() => void resendCode()}
                  resending={resending}
                  submitting={isSubmitting}
                />
              </>
            ) : null}
            {step.name === 'password' ? (
              <>
                <p className={styles.lead} role="status">
                  <FormattedMessage id="auth.recovery.passwordStep" />
                </p>
                <PasswordField
                  name="password"
                  label={intl.formatMessage({ id: 'auth.recovery.newPassword' })}
                  autoComplete="new-password"
                  autoFocus
                />
                <PasswordField
                  name="confirm_password"
                  label={intl.formatMessage({ id: 'auth.recovery.confirmPassword' })}
                  autoComplete="new-password"
                />
                <Button type="submit" size="lg" block loading={isSubmitting}>
                  <FormattedMessage id="auth.recovery.save" />
                </Button>
              </>
            ) : null}
            <button
              type="button"
              className={`${styles.textButton} ${styles.back}`}
              onClick={() => dispatch(openDialog('auth', { mode: 'signIn', phone: values.phone }))}
            >
              <FormattedMessage id="auth.recovery.backToSignIn" />
            </button>
          </Form>
        )}
      </Formik>
    </AuthDialogFrame>
  );
};

export default RecoveryDialog;
