import { useCallback, useRef, type FormEvent, type RefObject } from 'react';
import { useIntl } from 'react-intl';
import { TextField } from '@/shared/ui';
import { emailFieldProps, SubscribeFields, type SubscribeHandOver } from './SubscribeFields';
import styles from './SubscribeForm.module.css';

/**
 * The subscribe form's look without its code (formik and yup, large): prerendered pages show it and
 * hydrate it, and SubscribeForm takes its place once its chunk is in (docs/performance.md, "Load
 * tasks and the start"). Same markup as the form. Nothing done in it is lost: as React removes it,
 * its form's ref cleanup notes the typed address, the focus and a press of Subscribe in `handOver`,
 * and the form, mounted in the same commit, carries them on (docs/decisions.md, "No input lost to
 * code that is still loading"). `onSubmit` asks for the form's code.
 */
export const SubscribeFormShell = ({
  pending = false,
  onSubmit,
  handOver,
}: {
  pending?: boolean;
  onSubmit?: () => void;
  handOver?: RefObject<SubscribeHandOver | null>;
}) => {
  const intl = useIntl();
  const pressed = useRef(false);
  const submit = (event: FormEvent) => {
    // The shell is no form yet: a press must not submit it the browser's way (a page load).
    event.preventDefault();
    pressed.current = true;
    onSubmit?.();
  };
  const noteOnLeaving = useCallback(
    (form: HTMLFormElement | null) => () => {
      if (!form || !handOver) return;
      const email = form.elements.namedItem('email');
      const active = form.ownerDocument.activeElement;
      handOver.current = {
        email: email instanceof HTMLInputElement ? email.value : '',
        focus: active === email ? 'email' : active && form.contains(active) ? 'submit' : undefined,
        submit: pressed.current,
      };
    },
    [handOver],
  );
  return (
    <form
      ref={noteOnLeaving}
      noValidate
      className={styles.form}
      aria-labelledby="subscribe-title"
      aria-busy={pending || undefined}
      // Before the app is ready the page's head script keeps a press and the app sends it
      // (docs/decisions.md, "Hydration by parts"); a POST, should no script run at all, so the
      // address never goes into a URL.
      data-submit-when-ready=""
      method="post"
      action="#"
      onSubmit={submit}
    >
      <SubscribeFields field={<TextField {...emailFieldProps(intl)} />} pending={pending} />
    </form>
  );
};
