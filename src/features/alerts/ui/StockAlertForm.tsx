import { Form, Formik } from 'formik';
import { FormattedMessage, useIntl } from 'react-intl';
import { isSignedIn, useAuthStatus } from '@/features/auth';
import { Button, FormikTextField, Icon } from '@/shared/ui';
import { useCreateAlertMutation } from '../api/alertsApi';
import { alertEmailSchema } from '../model/alertSchema';
import styles from './StockAlertForm.module.css';

interface StockAlertFormProps {
  productId: number;
  productName: string;
  cityId: number;
  cityName: string;
}

/** Formik's status once the alert is made: where it will be sent. */
type Done = { contact: string } | undefined;

/** The confirmation takes the place of the form; focus follows it so it is read at once. */
const focusOnArrival = (node: HTMLParagraphElement | null) => node?.focus();

/**
 * "Notify me when it is available in {city}" (docs/behaviour.md §17), for a product no
 * pharmacy of the city has. A visitor gives an e-mail address; a signed-in client is told on
 * the account's phone, which is shown and not asked for. A failure keeps what was typed; its
 * toast comes from the app's middleware.
 */
export const StockAlertForm = ({ productId, productName, cityId, cityName }: StockAlertFormProps) => {
  const intl = useIntl();
  const { status, profile } = useAuthStatus();
  // Signed in, the server takes the account's phone from the session; it is shown when the
  // profile has loaded (docs/decisions.md, "Stock alerts").
  const byPhone = isSignedIn(status);
  const phone = profile?.phone;
  const [createAlert, { isLoading }] = useCreateAlertMutation();
  return (
    <section aria-labelledby="stock-alert-title" className={styles.box}>
      <h2 id="stock-alert-title" className={styles.title}>
        <Icon name="mail" size={18} />
        <FormattedMessage id="alerts.form.title" values={{ city: cityName }} />
      </h2>
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
              <Icon name="check" size={18} />
              <FormattedMessage
                id="alerts.form.done"
                values={{ contact: done.contact, product: productName, city: cityName }}
              />
            </p>
          ) : (
            <Form noValidate aria-labelledby="stock-alert-title" className={styles.form}>
              <p className={styles.lead}>
                {!byPhone
                  ? intl.formatMessage({ id: 'alerts.form.leadEmail' }, { city: cityName })
                  : phone
                    ? intl.formatMessage({ id: 'alerts.form.leadPhone' }, { city: cityName, phone })
                    : intl.formatMessage({ id: 'alerts.form.leadAccount' }, { city: cityName })}
              </p>
              <fieldset disabled={isLoading} className={styles.fields}>
                {byPhone ? null : (
                  <FormikTextField
                    name="email"
                    type="email"
                    inputMode="email"
                    autoComplete="email"
                    label={intl.formatMessage({ id: 'alerts.form.emailLabel' })}
                  />
                )}
                <Button type="submit" variant="secondary" loading={isLoading}>
                  <FormattedMessage id="alerts.form.submit" />
                </Button>
              </fieldset>
            </Form>
          )
        }
      </Formik>
    </section>
  );
};
