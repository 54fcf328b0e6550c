import { useRef } from 'react';
import { Field, Form, Formik } from 'formik';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAppDispatch } from '@/shared/lib';
import { Button, FieldError, showToast, useFieldError } from '@/shared/ui';
import { useJoinLoyaltyMutation } from '../api/loyaltyApi';
import { joinSchema, type JoinValues } from '../model/joinForm';
import styles from './Loyalty.module.css';

const TERMS = ['loyalty.terms.earn', 'loyalty.terms.spend', 'loyalty.terms.data'] as const;

const TermsChoice = () => {
  const { error, errorId, errorProps } = useFieldError<boolean>('acceptTerms');
  return (
    <div className={styles.choiceGroup}>
      <label className={styles.choice}>
        <Field type="checkbox" name="acceptTerms" {...errorProps} />
        <FormattedMessage id="loyalty.join.accept" />
      </label>
      <FieldError id={errorId} error={error} />
    </div>
  );
};

/**
 * Joining from the account (docs/behaviour.md §21): the programme's terms, one box to accept them
 * and one press. The phone is the account's. A refusal keeps the box as it was (the error toast
 * of spec §8 says why); a second press joins the first request.
 */
export const JoinForm = () => {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const [join] = useJoinLoyaltyMutation();
  const pending = useRef<Promise<void> | null>(null);
  const submit = (): Promise<void> => {
    pending.current ??= join()
      .unwrap()
      .then(
        () => void dispatch(showToast({ tone: 'success', messageId: 'loyalty.join.done' })),
        () => undefined,
      )
      .finally(() => {
        pending.current = null;
      });
    return pending.current;
  };
  const initialValues: JoinValues = { acceptTerms: false };
  return (
    <Formik initialValues={initialValues} validationSchema={joinSchema} onSubmit={submit}>
      {({ isSubmitting }) => (
        <Form noValidate className={styles.form} aria-label={intl.formatMessage({ id: 'loyalty.join.title' })}>
          <h3 className={styles.subtitle}>
            <FormattedMessage id="loyalty.join.title" />
          </h3>
          <ul className={styles.terms}>
            {TERMS.map((id) => (
              <li key={id}>
                <FormattedMessage id={id} />
              </li>
            ))}
          </ul>
          <TermsChoice />
          <Button type="submit" loading={isSubmitting}>
            <FormattedMessage id="loyalty.join.submit" />
          </Button>
        </Form>
      )}
    </Formik>
  );
};
