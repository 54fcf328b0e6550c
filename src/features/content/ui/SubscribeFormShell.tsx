import { useIntl } from 'react-intl';
import { TextField } from '@/shared/ui';
import { emailFieldProps, SubscribeFields } from './SubscribeFields';
import styles from './SubscribeForm.module.css';

/**
 * The subscribe form's look without its code (formik and yup, about 22 KB): prerendered pages
 * show it and hydrate it, and SubscribeForm takes its place once its chunk is wanted
 * (docs/performance.md). Same markup as the form; nothing typed is lost: the form starts from
 * this field's value.
 */
export const SubscribeFormShell = () => {
  const intl = useIntl();
  return (
    <form noValidate className={styles.form} aria-labelledby="subscribe-title" action="#">
      <SubscribeFields field={<TextField {...emailFieldProps(intl)} />} />
    </form>
  );
};
