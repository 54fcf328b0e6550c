import { Form, Formik } from 'formik';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, EmailField, Icon, checkIcon } from '@/shared/ui';
import { useCreateAlertMutation } from '../api/alertsApi';
import { alertEmailSchema } from '../model/alertSchema';
import styles from './StockAlertForm.module.css';

interface StockAlertFormProps {
  productId: number;
  productName: string;
  cityId: number;
  cityName: string;
  /** Signed in: the server sends the message to the account's phone, and no address is asked. */
  byPhone: boolean;
}

/** Formik's status once the alert is made: where it will be sent. */
type Done = { contact: string } | undefined;

/** The confirmation takes the place of the form; focus follows it so it is read at once. */
const focusOnArrival = (node: HTMLElement | null) => node?.focus();
/** The form appears because its button was pressed: focus goes on to its first control. */
const focusFirstControl = (node: HTMLElement | null) => node?.querySelector<HTMLElement>('input, button')?.focus();

/**
 * The stock alert form inside `StockAlert` (docs/behaviour.md §17), loaded when it is asked
 * for. A visitor gives an e-mail address; a signed-in client is told on the account's phone.
 * A failure keeps what was typed; its toast comes from the app's middleware.
 */
export const StockAlertForm = ({ productId, productName, cityId, cityName, byPhone }: StockAlertFormProps) => {
  const intl = useIntl();
  const [createAlert, { isLoading }] = useCreateAlertMutation();
  return (
    <Formik<{ email: string }>
      initialValues={{ email: '' }}
      validationSchema={byPhone ? undefined : alertEmailSchema}
      onSubmit={async (values, helpers) => {
        const target = { product_id: productId, city_id: cityId };
        try {
          const alert = await createAlert(byPhone ? target : { ...target, email: values.email.trim() }).unwrap();
          helpers.setStatus({ contact: alert.contact } satisfies Done);
        } catch {
          // The error toast is shown by the app; the typed address stays in the field.
        }
      }}
    >
      {({ status: done }: { status?: Done }) =>
        done ? (
          <p className={styles.done} tabIndex={-1} ref={focusOnArrival}>
            <Icon path={checkIcon} size={18} />
            <FormattedMessage
              id="alerts.form.done"
              values={{ contact: done.contact, product: productName, city: cityName }}
            />
          </p>
        ) : (
          <Form noValidate aria-labelledby="stock-alert-title" className={styles.form} ref={focusFirstControl}>
            <fieldset disabled={isLoading} className={styles.fields}>
              {byPhone ? null : (
                <EmailField name="email" label={intl.formatMessage({ id: 'alerts.form.emailLabel' })} />
              )}
              <Button type="submit" variant="secondary" loading={isLoading}>
                <FormattedMessage id="alerts.form.submit" />
              </Button>
            </fieldset>
          </Form>
        )
      }
    </Formik>
  );
};
