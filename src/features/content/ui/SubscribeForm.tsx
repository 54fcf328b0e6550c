import { Form, Formik } from 'formik';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, FormikTextField, Icon, showToast } from '@/shared/ui';
import { useAppDispatch } from '@/shared/lib';
import { useSubscribeMutation } from '../api/subscribeApi';
import { subscribeSchema } from '../model/subscribeSchema';
import styles from './SubscribeForm.module.css';

type SubscribeStatus = 'subscribed' | 'failed' | undefined;

/**
 * Footer news subscription: idle → loading (fieldset disabled, button busy) → idle. The
 * request goes only for a valid address. Success clears the field and the submitted flag;
 * a failure keeps the address and says so beside the form, because the toast is gone after
 * two seconds (spec sections 4, 5 and 8).
 */
export const SubscribeForm = ({ initialEmail = '', focusEmail = false }: { initialEmail?: string; focusEmail?: boolean }) => {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const [subscribe, { isLoading }] = useSubscribeMutation();
  return (
    <Formik<{ email: string }>
      initialValues={{ email: initialEmail }}
      validationSchema={subscribeSchema}
      onSubmit={async (values, helpers) => {
        helpers.setStatus(undefined);
        try {
          await subscribe({ email: values.email.trim() }).unwrap();
          dispatch(showToast({ tone: 'success', messageId: 'subscribe.success' }));
          helpers.resetForm({ status: 'subscribed' satisfies SubscribeStatus });
        } catch {
          // The shared middleware already shows the error toast; the typed address stays.
          helpers.setStatus('failed' satisfies SubscribeStatus);
        }
      }}
    >
      {({ status }: { status?: SubscribeStatus }) => (
        <Form noValidate className={styles.form} aria-labelledby="subscribe-title">
          <h2 id="subscribe-title" className={styles.title}>
            <FormattedMessage id="subscribe.title" />
          </h2>
          <p className={styles.text}>
            <FormattedMessage id="subscribe.text" />
          </p>
          <fieldset disabled={isLoading} className={styles.fieldset}>
            <FormikTextField
              name="email"
              type="email"
              inputMode="email"
              autoComplete="email"
              label={intl.formatMessage({ id: 'subscribe.emailLabel' })}
              placeholder={intl.formatMessage({ id: 'subscribe.placeholder' })}
              // It replaces the shell the visitor was typing in (see SubscribeFormShell).
              autoFocus={focusEmail}
            />
            <Button type="submit" loading={isLoading} className={styles.submit}>
              <FormattedMessage id="subscribe.submit" />
            </Button>
          </fieldset>
          <div aria-live="polite">
            {status === 'failed' ? (
              <p className={`${styles.status} ${styles.failed}`}>
                <Icon name="alert" size={18} />
                <FormattedMessage id="subscribe.failed" />
              </p>
            ) : null}
            {status === 'subscribed' ? (
              <p className={`${styles.status} ${styles.done}`}>
                <Icon name="check" size={18} />
                <FormattedMessage id="subscribe.success" />
              </p>
            ) : null}
          </div>
        </Form>
      )}
    </Formik>
  );
};
