import type { FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { TextField } from '@/shared/ui';
import { emailFieldProps, SubscribeFields } from './SubscribeFields';
import styles from './SubscribeForm.module.css';

/**
 * The subscribe form's look without its code (formik and yup, about 22 KB): prerendered pages
 * show it and hydrate it, and SubscribeForm takes its place once its chunk is wanted
 * (docs/performance.md). Same markup as the form; nothing typed is lost: the form starts from
 * this field's value, and a press is handed to `onSubmit` to be carried out by the form
 * (docs/decisions.md, "No input lost to code that is still loading").
 */
export const SubscribeFormShell = ({ pending = false, onSubmit }: { pending?: boolean; onSubmit?: () => void }) => {
  const intl = useIntl();
  const submit = (event: FormEvent) => {
    // The shell is no form yet: a press must not submit it the browser's way (a page load).
    event.preventDefault();
    onSubmit?.();
  };
  return (
    <form
      noValidate
      className={styles.form}
      aria-labelledby="subscribe-title"
      aria-busy={pending || undefined}
      action="#"
      onSubmit={submit}
    >
      <SubscribeFields field={<TextField {...emailFieldProps(intl)} />} pending={pending} />
    </form>
  );
};
