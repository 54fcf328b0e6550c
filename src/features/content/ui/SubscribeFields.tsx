import type { ReactNode } from 'react';
import { FormattedMessage, type IntlShape } from 'react-intl';
import { Button, Icon, SectionIntro, alertIcon, checkIcon } from '@/shared/ui';
import styles from './SubscribeForm.module.css';

export type SubscribeStatus = 'subscribed' | 'failed' | undefined;

/**
 * What the visitor had done with the shell when it left for the form: noted as React removes
 * it, applied by the form in the same commit, so nothing done in between is lost
 * (docs/decisions.md, "No input lost to code that is still loading").
 */
export interface SubscribeHandOver {
  email: string;
  focus?: 'email' | 'submit';
  /** Subscribe was pressed: the form sends once it has the address. */
  submit: boolean;
}

/** The e-mail field's attributes, the same for the form and its shell. */
export const emailFieldProps = (intl: IntlShape) =>
  ({
    name: 'email',
    type: 'email',
    inputMode: 'email',
    autoComplete: 'email',
    label: intl.formatMessage({ id: 'subscribe.emailLabel' }),
    placeholder: intl.formatMessage({ id: 'subscribe.placeholder' }),
  }) as const;

const STATUS_LINES = {
  failed: { icon: alertIcon, messageId: 'subscribe.failed', className: styles.failed },
  subscribed: { icon: checkIcon, messageId: 'subscribe.success', className: styles.done },
} as const;

/**
 * What the subscribe form shows inside its <form>: title, text, the field with its button and
 * the status line. Shared by SubscribeForm (formik) and SubscribeFormShell (no formik), so the
 * shell the page first renders is the form's exact markup.
 */
export const SubscribeFields = ({
  field,
  busy = false,
  pending = false,
  status,
}: {
  field: ReactNode;
  busy?: boolean;
  /** The shell was pressed and waits for the form's code (useDeferredCode). */
  pending?: boolean;
  status?: SubscribeStatus;
}) => (
  <>
    <SectionIntro
      id="subscribe-title"
      intro={{ title: 'subscribe.title', text: 'subscribe.text' }}
      classNames={{ title: styles.title, text: styles.text }}
    />
    {/* The fieldset disables the field and its button together while sending; a fieldset needs
        its legend (docs/decisions.md, "Valid markup"). */}
    <fieldset disabled={busy} className={styles.fieldset}>
      <legend className="visually-hidden">
        <FormattedMessage id="subscribe.title" />
      </legend>
      {field}
      <Button type="submit" loading={busy} pending={pending} className={styles.submit}>
        <FormattedMessage id="subscribe.submit" />
      </Button>
    </fieldset>
    <div aria-live="polite">
      {status ? (
        <p className={`${styles.status} ${STATUS_LINES[status].className}`}>
          <Icon path={STATUS_LINES[status].icon} size={18} />
          <FormattedMessage id={STATUS_LINES[status].messageId} />
        </p>
      ) : null}
    </div>
  </>
);
