import { useEffect, useRef, useState } from 'react';
import { Field, Form, Formik } from 'formik';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageId } from '@/shared/i18n';
import { useAppDispatch } from '@/shared/lib';
import { Button, FieldError, SectionIntro, showToast, TextField, useFieldError } from '@/shared/ui';
import { getDeviceToken, loggedOut, PasswordField } from '@/features/auth';
import { useDeleteProfileMutation } from '../api/accountApi';
import { DELETE_REASONS, deleteSchema, type DeleteReason } from '../model/schemas';
import { isWrongPassword, WRONG_PASSWORD } from '../model/reauth';
import styles from './Account.module.css';

const REASON_LABEL: Record<DeleteReason, MessageId> = {
  notUsing: 'account.delete.reason.notUsing',
  otherAccount: 'account.delete.reason.otherAccount',
  privacy: 'account.delete.reason.privacy',
  other: 'account.delete.reason.other',
};

const ReasonChoice = () => {
  const { error, errorId, errorProps } = useFieldError('reason');
  return (
    <fieldset className={styles.reasons} {...errorProps}>
      <legend className={styles.legend}>
        <FormattedMessage id="account.delete.reasonLegend" />
      </legend>
      {DELETE_REASONS.map((reason) => (
        <label key={reason} className={styles.radio}>
          <Field type="radio" name="reason" value={reason} />
          <FormattedMessage id={REASON_LABEL[reason]} />
        </label>
      ))}
      <FieldError id={errorId} error={error} />
    </fieldset>
  );
};

const Details = () => {
  const intl = useIntl();
  const { field, error } = useFieldError('details');
  return (
    <TextField
      label={intl.formatMessage({ id: 'account.delete.details' })}
      error={error}
      renderInput={(wiring) => <textarea {...field} {...wiring} rows={3} maxLength={500} />}
    />
  );
};

/** The confirmation replaces the button that was pressed: focus lands on what it asks. */
const FocusedWarning = () => {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <p ref={ref} tabIndex={-1} className={styles.warning}>
      <FormattedMessage id="account.delete.confirmTitle" />
    </p>
  );
};

/**
 * Profile deletion with a reason, confirmed first (docs/behaviour.md §9). Deleting ends the
 * session; the guard of /lk then takes the visitor to the main page.
 */
export const DeleteProfile = () => {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const [confirming, setConfirming] = useState(false);
  const [deleteProfile] = useDeleteProfileMutation();
  const startButton = useRef<HTMLDivElement>(null);

  const cancel = () => {
    setConfirming(false);
    requestAnimationFrame(() => startButton.current?.querySelector('button')?.focus());
  };

  return (
    <section className={`${styles.card} ${styles.danger}`} aria-labelledby="account-delete-title">
      <SectionIntro
        id="account-delete-title"
        intro={{ title: 'account.delete.title', text: 'account.delete.text' }}
        classNames={{ title: styles.cardTitle, text: styles.muted }}
      />
      {confirming ? (
        <Formik
          initialValues={{ reason: '', details: '', password: '' }}
          validationSchema={deleteSchema}
          onSubmit={async (values, helpers) => {
            const label = intl.formatMessage({ id: REASON_LABEL[values.reason as DeleteReason] });
            const details = values.details.trim();
            const result = await deleteProfile({
              device_token: getDeviceToken(),
              reason: details ? `${label}: ${details}` : label,
              password: values.password,
            });
            // A wrong password shows on its field; the reason and the words stay as chosen.
            if (isWrongPassword(result)) helpers.setFieldError('password', WRONG_PASSWORD);
            if ('error' in result) return;
            dispatch(loggedOut());
            dispatch(showToast({ tone: 'info', messageId: 'account.delete.done' }));
          }}
        >
          {({ isSubmitting }) => (
            <Form
              noValidate
              className={styles.form}
              aria-label={intl.formatMessage({ id: 'account.delete.confirmTitle' })}
            >
              <FocusedWarning />
              <ReasonChoice />
              <Details />
              <PasswordField
                name="password"
                label={intl.formatMessage({ id: 'account.reauth.password' })}
                autoComplete="current-password"
              />
              <div className={styles.inlineActions}>
                <Button type="submit" variant="danger" loading={isSubmitting}>
                  <FormattedMessage id="account.delete.confirm" />
                </Button>
                <Button variant="ghost" onClick={cancel} disabled={isSubmitting}>
                  <FormattedMessage id="account.cancel" />
                </Button>
              </div>
            </Form>
          )}
        </Formik>
      ) : (
        <div ref={startButton}>
          <Button variant="danger" onClick={() => setConfirming(true)}>
            <FormattedMessage id="account.delete.start" />
          </Button>
        </div>
      )}
    </section>
  );
};
