import { FormattedMessage, useIntl } from 'react-intl';
import { Button, TextField } from '@/shared/ui';
import styles from './SubscribeForm.module.css';

/**
 * The subscribe form's look without its code (formik and yup, about 22 KB): prerendered pages
 * show it and hydrate it, and SubscribeForm takes its place once its chunk is wanted
 * (docs/performance.md). Same markup and classes as the form, nothing typed is lost: the form
 * starts from this field's value.
 */
export const SubscribeFormShell = () => {
  const intl = useIntl();
  return (
    <form noValidate className={styles.form} aria-labelledby="subscribe-title" action="#">
      <h2 id="subscribe-title" className={styles.title}>
        <FormattedMessage id="subscribe.title" />
      </h2>
      <p className={styles.text}>
        <FormattedMessage id="subscribe.text" />
      </p>
      <fieldset className={styles.fieldset}>
        <TextField
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          label={intl.formatMessage({ id: 'subscribe.emailLabel' })}
          placeholder={intl.formatMessage({ id: 'subscribe.placeholder' })}
        />
        <Button type="submit" className={styles.submit}>
          <FormattedMessage id="subscribe.submit" />
        </Button>
      </fieldset>
      <div aria-live="polite" />
    </form>
  );
};
