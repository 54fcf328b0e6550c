import { Form, Formik } from 'formik';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAppDispatch } from '@/shared/lib';
import { Button, showToast } from '@/shared/ui';
import { PasswordField } from '@/features/auth';
import { useChangePasswordMutation } from '../api/accountApi';
import { passwordChangeSchema } from '../model/schemas';
import { isWrongPassword, WRONG_PASSWORD } from '../model/reauth';
import styles from './Account.module.css';

const EMPTY = { password: '', new_password: '' };

/** docs/behaviour.md §9: the current password and a new one. */
export const PasswordChange = () => {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const [changePassword] = useChangePasswordMutation();
  return (
    <section className={styles.card} aria-labelledby="account-password-title">
      <h2 id="account-password-title" className={styles.cardTitle}>
        <FormattedMessage id="account.password.title" />
      </h2>
      <Formik
        initialValues={EMPTY}
        validationSchema={passwordChangeSchema}
        onSubmit={async (values, helpers) => {
          const result = await changePassword(values);
          // A wrong current password shows on its field; both fields keep what was typed.
          if (isWrongPassword(result)) helpers.setFieldError('password', WRONG_PASSWORD);
          if ('error' in result) return;
          dispatch(showToast({ tone: 'success', messageId: 'account.password.changed' }));
          helpers.resetForm({ values: EMPTY });
        }}
      >
        {({ isSubmitting }) => (
          <Form noValidate className={styles.form} aria-labelledby="account-password-title">
            <PasswordField
              name="password"
              label={intl.formatMessage({ id: 'account.password.current' })}
              autoComplete="current-password"
            />
            <PasswordField
              name="new_password"
              label={intl.formatMessage({ id: 'account.password.new' })}
              autoComplete="new-password"
            />
            <Button type="submit" loading={isSubmitting} className={styles.submit}>
              <FormattedMessage id="account.password.submit" />
            </Button>
          </Form>
        )}
      </Formik>
    </section>
  );
};
