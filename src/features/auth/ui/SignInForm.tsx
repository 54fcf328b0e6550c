import type { RefObject } from 'react';
import { Form, Formik } from 'formik';
import { FormattedMessage, useIntl } from 'react-intl';
import { toApiPhone, useAppDispatch } from '@/shared/lib';
import { Button, PhoneField, showToast } from '@/shared/ui';
import { useSignInMutation } from '../api/authApi';
import { signInSchema } from '../model/schemas';
import { PasswordField } from './PasswordField';
import { RememberPhone } from './RememberPhone';
import styles from './AuthForms.module.css';

interface SignInFormProps {
  draftPhone: RefObject<string>;
  onSignedIn: () => void;
  onRestorePassword: () => void;
}

export const SignInForm = ({ draftPhone, onSignedIn, onRestorePassword }: SignInFormProps) => {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const [signIn] = useSignInMutation();

  return (
    <Formik
      initialValues={{ phone: draftPhone.current, password: '' }}
      validationSchema={signInSchema}
      onSubmit={async (values) => {
        const result = await signIn({ phone: toApiPhone(values.phone), password: values.password });
        if ('error' in result) return;
        dispatch(showToast({ tone: 'success', messageId: 'auth.signInSuccess' }));
        onSignedIn();
      }}
    >
      {({ isSubmitting }) => (
        <Form noValidate className={styles.form} aria-label={intl.formatMessage({ id: 'auth.signIn' })}>
          <RememberPhone draft={draftPhone} />
          <PhoneField name="phone" />
          <div className={styles.passwordBlock}>
            <PasswordField
              name="password"
              label={intl.formatMessage({ id: 'auth.password' })}
              autoComplete="current-password"
            />
            <button type="button" className={styles.textButton} onClick={onRestorePassword}>
              <FormattedMessage id="auth.restorePassword" />
            </button>
          </div>
          <Button type="submit" size="lg" block loading={isSubmitting}>
            <FormattedMessage id="auth.signIn" />
          </Button>
        </Form>
      )}
    </Formik>
  );
};
