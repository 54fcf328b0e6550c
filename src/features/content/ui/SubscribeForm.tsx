import { Form, Formik } from 'formik';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, FormikTextField, showToast } from '@/shared/ui';
import { useAppDispatch } from '@/shared/lib';
import { useSubscribeMutation } from '../api/subscribeApi';
import { subscribeSchema } from '../model/subscribeSchema';
import styles from './SubscribeForm.module.css';

/**
 * Footer news subscription: idle → loading (fieldset disabled) → idle. Success clears the
 * field and the submitted flag; failure keeps the address (spec sections 4 and 8).
 */
export const SubscribeForm = () => {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const [subscribe, { isLoading }] = useSubscribeMutation();
  return (
    <Formik
      initialValues={{ email: '' }}
      validationSchema={subscribeSchema}
      onSubmit={async (values, helpers) => {
        try {
          await subscribe({ email: values.email.trim() }).unwrap();
          dispatch(showToast({ tone: 'success', messageId: 'subscribe.success' }));
          helpers.resetForm();
        } catch {
          // The error toast comes from the shared middleware; the typed address stays.
        }
      }}
    >
      <Form noValidate className={styles.form} aria-labelledby="subscribe-title">
        <h2 id="subscribe-title" className={styles.title}>
          <FormattedMessage id="subscribe.title" />
        </h2>
        <p className={styles.text}>
          <FormattedMessage id="subscribe.text" />
        </p>
        <fieldset disabled={isLoading} className={styles.fieldset}>
          <FormikTextField name="email" type="email" autoComplete="email" label={intl.formatMessage({ id: 'subscribe.emailLabel' })} placeholder="ime@primer.rs" />
          <Button type="submit" loading={isLoading} className={styles.submit}>
            <FormattedMessage id="subscribe.submit" />
          </Button>
        </fieldset>
      </Form>
    </Formik>
  );
};
