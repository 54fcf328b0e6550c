import { useEffect, useRef } from 'react';
import { Form, Formik, useFormikContext } from 'formik';
import { useIntl } from 'react-intl';
import { FormikTextField, showToast } from '@/shared/ui';
import { useAppDispatch } from '@/shared/lib';
import { useSubscribeMutation } from '../api/subscribeApi';
import { subscribeSchema } from '../model/subscribeSchema';
import { emailFieldProps, SubscribeFields, type SubscribeStatus } from './SubscribeFields';
import styles from './SubscribeForm.module.css';

/**
 * Submits once, as the form arrives, when the visitor pressed its shell's button
 * (docs/decisions.md, "No input lost to code that is still loading"). The ref keeps it to one
 * request when React runs the effect twice (StrictMode).
 */
const SubmitOnArrival = () => {
  const { submitForm } = useFormikContext();
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    void submitForm();
  }, [submitForm]);
  return null;
};

/** The form takes the place of a shell whose button had the focus: the focus stays on it. */
const focusSubmit = (node: HTMLElement | null) => node?.querySelector<HTMLElement>('button[type="submit"]')?.focus();

/**
 * Footer news subscription: idle → loading (fieldset disabled, button busy) → idle. The
 * request goes only for a valid address. Success clears the field and the submitted flag;
 * a failure keeps the address and says so beside the form, because the toast is gone after
 * two seconds (docs/behaviour.md §12).
 */
export const SubscribeForm = ({
  initialEmail = '',
  focus,
  submitOnArrival = false,
}: {
  initialEmail?: string;
  /** Which control of the shell had the focus when the form took its place. */
  focus?: 'email' | 'submit';
  submitOnArrival?: boolean;
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
          // Empty, not the initial address the shell handed over.
          helpers.resetForm({ values: { email: '' }, status: 'subscribed' satisfies SubscribeStatus });
        } catch {
          // The shared middleware already shows the error toast; the typed address stays.
          helpers.setStatus('failed' satisfies SubscribeStatus);
        }
      }}
    >
      {({ status }: { status?: SubscribeStatus }) => (
        <Form
          noValidate
          className={styles.form}
          aria-labelledby="subscribe-title"
          ref={focus === 'submit' ? focusSubmit : undefined}
        >
          <SubscribeFields
            busy={isLoading}
            status={status}
            // It replaces the shell the visitor was typing in (see SubscribeFormShell).
            field={<FormikTextField {...emailFieldProps(intl)} autoFocus={focus === 'email'} />}
          />
          {submitOnArrival ? <SubmitOnArrival /> : null}
        </Form>
      )}
    </Formik>
  );
};
