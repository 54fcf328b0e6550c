import { useCallback, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { isSignedIn, useAuthStatus } from '@/features/auth';
import { addFeature } from '@/shared/lifecycle';
import { useAppDispatch, useDeferredCode } from '@/shared/lib';
import { loadAlertsFlows } from '../model/alertsStart';
import { Button, Icon, mailIcon } from '@/shared/ui';
import { loadStockAlertForm } from './loadStockAlertForm';
import styles from './StockAlertForm.module.css';

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
 * shows the form (the button stays, busy but focusable, while its code loads) with the focus
 * in its first field: the press is remembered, not lost (docs/decisions.md, "No input lost to
 * code that is still loading").
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
  const dispatch = useAppDispatch();
  // The alerts' store part comes with the form: the alert it makes is kept by the slice.
  const load = useCallback(
    () =>
      Promise.all([loadStockAlertForm(), loadAlertsFlows()]).then(([form, flows]) => {
        addFeature(dispatch, flows.alertsFlows);
        return form;
      }),
    [dispatch],
  );
  const { code, pending, prepare, press } = useDeferredCode(load);
  const preload = () => prepare();
  // Whether the form asks for an address depends on the session: while `/clients` is still
  // answering (status unknown) the press waits, busy, rather than showing a field that vanishes
  // under the visitor's next press (docs/decisions.md, "No input lost to code that is still loading").
  const waitingForSession = status === 'unknown';
  const Form = open && !waitingForSession ? code?.StockAlertForm : undefined;
  return (
    <section aria-labelledby="stock-alert-title" className={styles.box}>
      <h2 id="stock-alert-title" className={styles.title}>
        <Icon path={mailIcon} size={18} />
        <FormattedMessage id="alerts.form.title" values={{ city: cityName }} />
      </h2>
      <p className={styles.lead}>
        {!byPhone
          ? intl.formatMessage({ id: 'alerts.form.leadEmail' }, { city: cityName })
          : phone
            ? intl.formatMessage({ id: 'alerts.form.leadPhone' }, { city: cityName, phone })
            : intl.formatMessage({ id: 'alerts.form.leadAccount' }, { city: cityName })}
      </p>
      {Form ? (
        <Form {...props} byPhone={byPhone} />
      ) : (
        <Button
          variant="secondary"
          className={styles.open}
          pending={pending || (open && waitingForSession)}
          onPointerEnter={preload}
          onPointerDown={preload}
          onFocus={preload}
          onClick={() => press('open', () => setOpen(true))}
        >
          <FormattedMessage id="alerts.form.open" />
        </Button>
      )}
    </section>
  );
};
