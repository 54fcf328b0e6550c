import { lazy, Suspense, useState, useTransition } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { isSignedIn, useAuthStatus } from '@/features/auth';
import { Button, Icon } from '@/shared/ui';
import styles from './StockAlertForm.module.css';

// The form brings formik and yup (about 23 KB gzip) that no other part of a product page needs,
// so its code loads when a shopper is about to use it (docs/performance.md, "The stock alert
// form behind a button"). Calling this again returns the same module.
const loadForm = () => import('./StockAlertForm');
const StockAlertForm = lazy(() => loadForm().then((module) => ({ default: module.StockAlertForm })));

interface StockAlertProps {
  productId: number;
  productName: string;
  cityId: number;
  cityName: string;
}

/**
 * "Notify me when it is available in {city}" (docs/behaviour.md §17), for a product no
 * pharmacy of the city has. The page arrives with a button and no fields: there is nothing to
 * type into before the form's code is in, so nothing typed can be lost. Pressing the button
 * shows the form (the button stays, busy, while its code loads) with the focus in its first
 * field.
 */
export const StockAlert = (props: StockAlertProps) => {
  const intl = useIntl();
  const { status, profile } = useAuthStatus();
  // Signed in, the server takes the account's phone from the session; it is shown when the
  // profile has loaded (docs/decisions.md, "Stock alerts").
  const byPhone = isSignedIn(status);
  const phone = profile?.phone;
  const { cityName } = props;
  const [open, setOpen] = useState(false);
  const [opening, startOpening] = useTransition();
  const preload = () => void loadForm();
  return (
    <section aria-labelledby="stock-alert-title" className={styles.box}>
      <h2 id="stock-alert-title" className={styles.title}>
        <Icon name="mail" size={18} />
        <FormattedMessage id="alerts.form.title" values={{ city: cityName }} />
      </h2>
      <p className={styles.lead}>
        {!byPhone
          ? intl.formatMessage({ id: 'alerts.form.leadEmail' }, { city: cityName })
          : phone
            ? intl.formatMessage({ id: 'alerts.form.leadPhone' }, { city: cityName, phone })
            : intl.formatMessage({ id: 'alerts.form.leadAccount' }, { city: cityName })}
      </p>
      {/* Already shown when the form is asked for, this boundary keeps the button on screen
          (a transition) until the form's code is in, instead of a fallback. */}
      <Suspense fallback={null}>
        {open ? (
          <StockAlertForm {...props} byPhone={byPhone} />
        ) : (
          <Button
            variant="secondary"
            className={styles.open}
            loading={opening}
            onPointerEnter={preload}
            onPointerDown={preload}
            onFocus={preload}
            onClick={() => startOpening(() => setOpen(true))}
          >
            <FormattedMessage id="alerts.form.open" />
          </Button>
        )}
      </Suspense>
    </section>
  );
};
