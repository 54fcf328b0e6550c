import { useRef, useState } from 'react';
import { Form, Formik } from 'formik';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageId } from '@/shared/i18n';
import type { AnyObjectSchema } from 'yup';
import { useAppDispatch } from '@/shared/lib';
import { Button, FormikTextField, showToast } from '@/shared/ui';
import { PasswordField } from '@/features/auth';
import { isWrongPassword, WRONG_PASSWORD } from '../model/reauth';
import styles from './Account.module.css';

interface EditableFieldProps {
  name: 'name' | 'email';
  label: string;
  value: string;
  schema: AnyObjectSchema;
  /**
   * Sends the value (and the current password, when `confirmWithPassword`); resolves to the
   * mutation's result. Failures are toasted by the app, except a wrong password, which shows on
   * its field.
   */
  save: (value: string, password: string) => Promise<{ error?: unknown }>;
  /** A sensitive value (the e-mail): the form asks for the current password too. */
  confirmWithPassword?: boolean;
  savedMessageId: MessageId;
  type?: 'text' | 'email';
  autoComplete: string;
}

/**
 * One profile value with a Change button that turns it into a small form. Saving returns to
 * the value; a failure keeps the form with what was typed. Focus follows both ways.
 */
export const EditableField = ({
  name,
  label,
  value,
  schema,
  save,
  savedMessageId,
  type = 'text',
  autoComplete,
  confirmWithPassword = false,
}: EditableFieldProps) => {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const [editing, setEditing] = useState(false);
  const actionCell = useRef<HTMLElement>(null);

  const stopEditing = () => {
    setEditing(false);
    // The button comes back on the next render; focus it there for keyboard users.
    requestAnimationFrame(() => actionCell.current?.querySelector('button')?.focus());
  };

  if (!editing) {
    return (
      <div className={styles.row}>
        <dt className={styles.term}>{label}</dt>
        <dd className={styles.value}>{value || <span className={styles.missing}>—</span>}</dd>
        <dd ref={actionCell} className={styles.rowAction}>
          <Button variant="ghost" size="sm" onClick={() => setEditing(true)}>
            <FormattedMessage id="account.change" />
            <span className="visually-hidden"> {label}</span>
          </Button>
        </dd>
      </div>
    );
  }

  return (
    <div className={styles.row}>
      <dt className="visually-hidden">{label}</dt>
      <dd className={styles.editor}>
        <Formik
          initialValues={{ [name]: value, password: '' } as Record<string, string>}
          validationSchema={schema}
          onSubmit={async (values, helpers) => {
            const next = (values[name] ?? '').trim();
            const result = await save(next, values.password ?? '');
            // A wrong password shows on its field; the new value and the password stay typed.
            if (isWrongPassword(result)) helpers.setFieldError('password', WRONG_PASSWORD);
            if ('error' in result) return;
            dispatch(showToast({ tone: 'success', messageId: savedMessageId }));
            stopEditing();
          }}
        >
          {({ isSubmitting }) => (
            <Form
              noValidate
              className={styles.inlineForm}
              aria-label={intl.formatMessage({ id: 'account.changeLabel' }, { field: label })}
            >
              <FormikTextField name={name} label={label} type={type} autoComplete={autoComplete} autoFocus />
              {confirmWithPassword ? (
                <PasswordField
                  name="password"
                  label={intl.formatMessage({ id: 'account.reauth.password' })}
                  autoComplete="current-password"
                />
              ) : null}
              <div className={styles.inlineActions}>
                <Button type="submit" loading={isSubmitting}>
                  <FormattedMessage id="account.save" />
                </Button>
                <Button variant="ghost" onClick={stopEditing} disabled={isSubmitting}>
                  <FormattedMessage id="account.cancel" />
                </Button>
              </div>
            </Form>
          )}
        </Formik>
      </dd>
    </div>
  );
};
