import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { Form, Formik, useFormikContext } from 'formik';
import { useIntl } from 'react-intl';
import { FormikTextField, showToast } from '@/shared/ui';
import { useAppDispatch } from '@/shared/lib';
import { useSubscribeMutation } from '../api/subscribeApi';
import { subscribeSchema } from '../model/subscribeSchema';
import { emailFieldProps, SubscribeFields, type SubscribeHandOver, type SubscribeStatus } from './SubscribeFields';
import styles from './SubscribeForm.module.css';

/**
 * Sends once. A passive effect, so formik's submit already reads the values the take-over put
 * in (formik refreshes its callbacks in its own layout effect, after its children's). The ref
 * keeps it to one request when React runs the effect twice (StrictMode).
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

/**
 * Carries on what the visitor did with the shell this form replaces (SubscribeFormShell notes
 * it as it leaves, in this same commit): the address, the focus, a press of Subscribe.
 */
const TakeOver = ({
  handOver,
  form,
}: {
  handOver: RefObject<SubscribeHandOver | null>;
  form: RefObject<HTMLFormElement | null>;
}) => {
  const { resetForm } = useFormikContext<{ email: string }>();
  const [submit, setSubmit] = useState(false);
  const taken = useRef(false);
  useLayoutEffect(() => {
    const handed = handOver.current;
    if (taken.current || !handed) return;
    taken.current = true;
    if (handed.focus) form.current?.querySelector<HTMLElement>(handed.focus === 'email' ? 'input' : 'button')?.focus();
    // After the focus: the address going in puts the caret after it.
    if (handed.email) resetForm({ values: { email: handed.email } });
    if (handed.submit) setSubmit(true);
  }, [handOver, form, resetForm]);
  return submit ? <SubmitOnArrival /> : null;
};

/**
 * Footer news subscription: idle → loading (fieldset disabled, button busy) → idle. The
 * request goes only for a valid address. Success clears the field and the submitted flag;
 * a failure keeps the address and says so beside the form, because the toast is gone after
 * two seconds (docs/behaviour.md §12).
 */
export const SubscribeForm = ({ handOver }: { handOver?: RefObject<SubscribeHandOver | null> }) => {
  const intl = useIntl();
  const form = useRef<HTMLFormElement>(null);
  const dispatch = useAppDispatch();
  const [subscribe, { isLoading }] = useSubscribeMutation();
  return (
    <Formik<{ email: string }>
      initialValues={{ email: '' }}
      validationSchema={subscribeSchema}
      onSubmit={async (values, helpers) => {
        helpers.setStatus(undefined);
        try {
          await subscribe({ email: values.email.trim() }).unwrap();
          dispatch(showToast({ tone: 'success', messageId: 'subscribe.success' }));
          // Empty, not the address the shell handed over.
          helpers.resetForm({ values: { email: '' }, status: 'subscribed' satisfies SubscribeStatus });
        } catch {
          // The shared middleware already shows the error toast; the typed address stays.
          helpers.setStatus('failed' satisfies SubscribeStatus);
        }
      }}
    >
      {({ status }: { status?: SubscribeStatus }) => (
        <>
          <Form noValidate className={styles.form} aria-labelledby="subscribe-title" ref={form}>
            <SubscribeFields busy={isLoading} status={status} field={<FormikTextField {...emailFieldProps(intl)} />} />
          </Form>
          {/* After the form: its layout effect runs once the form's ref is set. */}
          {handOver ? <TakeOver handOver={handOver} form={form} /> : null}
        </>
      )}
    </Formik>
  );
};
