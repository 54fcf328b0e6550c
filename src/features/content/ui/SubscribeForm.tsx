import { Form, Formik } from 'formik';
import { useIntl } from 'react-intl';
import { FormikTextField, showToast } from '@/shared/ui';
import { useAppDispatch } from '@/shared/lib';
import { useSubscribeMutation } from '../api/subscribeApi';
import { subscribeSchema } from '../model/subscribeSchema';
import { emailFieldProps, SubscribeFields, type SubscribeStatus } from './SubscribeFields';
import styles from './SubscribeForm.module.css';

/**
 * Footer news subscription: idle → loading (fieldset disabled, button busy) → idle. The
 * request goes only for a valid address. Success clears the field and the submitted flag;
 * a failure keeps the address and says so beside the form, because the toast is gone after
 * two seconds (docs/behaviour.md §12).
 */
export const SubscribeForm = ({
  initialEmail = '',
  focusEmail = false,
}: {
  initialEmail?: string;
  focusEmail?: boolean;
}) => {
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
          <SubscribeFields
            busy={isLoading}
            status={status}
            // It replaces the shell the visitor was typing in (see SubscribeFormShell).
            field={<FormikTextField {...emailFieldProps(intl)} autoFocus={focusEmail} />}
          />
        </Form>
      )}
    </Formik>
  );
};
