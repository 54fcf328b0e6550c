import { useEffect, useRef, useState } from 'react';
import { Form, Formik, useField, useFormikContext } from 'formik';
import { FormattedMessage, useIntl } from 'react-intl';
import { normalizePhone, toApiPhone, newIdempotencyKey } from '@/shared/lib';
import type { MessageId } from '@/shared/i18n';
import { Button, EmailField, FormikTextArea, KeptFields, PhoneField } from '@/shared/ui';
import type { Profile } from '@/features/auth';
import { useAskQuestionMutation, type Question } from '../api/questionsApi';
import { QUESTION_MAX, QUESTION_MIN, questionSchema, type QuestionValues } from '../model/questionForm';
import styles from './AskPharmacist.module.css';

interface AskFormProps {
  /** Opened from a product page: the product the question is about, unless unticked. */
  product: { id: number; name: string } | null;
  /** A signed-in client's profile: the contact fields start from it. */
  profile: Profile | undefined;
  onAsked: (question: Question) => void;
}

/** The question, a textarea with its length said beside it as it is typed. */
const QuestionField = () => {
  const intl = useIntl();
  const [{ value }] = useField<string>('question');
  return (
    <FormikTextArea
      name="question"
      label={intl.formatMessage({ id: 'questions.form.question' })}
      hint={intl.formatMessage(
        { id: 'questions.form.questionHint' },
        { min: QUESTION_MIN, max: QUESTION_MAX, count: value.trim().length },
      )}
      rows={6}
      maxLength={QUESTION_MAX}
      className={styles.textarea}
    />
  );
};

/** "Answer me by": a phone number (SMS) or an e-mail address, each with its own field. */
const ContactFields = () => {
  const intl = useIntl();
  const [channel] = useField<QuestionValues['channel']>('channel');
  const option = (value: QuestionValues['channel'], label: MessageId) => (
    <label className={styles.choice}>
      <input
        type="radio"
        name="channel"
        value={value}
        checked={channel.value === value}
        onChange={channel.onChange}
        onBlur={channel.onBlur}
      />
      <FormattedMessage id={label} />
    </label>
  );
  return (
    <fieldset className={styles.channel}>
      <legend className={styles.legend}>
        <FormattedMessage id="questions.form.channel" />
      </legend>
      <div className={styles.choices}>
        {option('phone', 'questions.form.byPhone')}
        {option('email', 'questions.form.byEmail')}
      </div>
      {channel.value === 'phone' ? (
        <PhoneField name="phone" hint={intl.formatMessage({ id: 'questions.form.phoneHint' })} />
      ) : (
        <EmailField name="email" label={intl.formatMessage({ id: 'questions.form.email' })} />
      )}
    </fieldset>
  );
};

/** A client who signs in while on the page gets the empty contact fields filled from the profile. */
const ProfileFill = ({ profile }: { profile: Profile | undefined }) => {
  const { setValues } = useFormikContext<QuestionValues>();
  useEffect(() => {
    if (!profile) return;
    void setValues((typed) => ({
      ...typed,
      phone: typed.phone || (profile.phone ? normalizePhone(profile.phone) : ''),
      email: typed.email || profile.email,
    }));
  }, [profile, setValues]);
  return null;
};

/**
 * The question form (docs/decisions.md, "Ask a pharmacist"), with the checkout's rules
 * (docs/behaviour.md §12): errors after the first submit; a refusal keeps every field (its
 * message is the error toast, spec §8); a second press joins the first request; one
 * idempotency key per attempt, so a lost answer retried is the same question.
 */
export const AskForm = ({ product, profile, onAsked }: AskFormProps) => {
  const intl = useIntl();
  const [ask] = useAskQuestionMutation();
  const [key] = useState(newIdempotencyKey);
  const pending = useRef<Promise<void> | null>(null);
  const submit = (values: QuestionValues): Promise<void> => {
    pending.current ??= ask({
      ...(product && values.aboutProduct ? { product_id: product.id } : {}),
      question: values.question.trim(),
      channel: values.channel,
      contact: values.channel === 'phone' ? toApiPhone(values.phone) : values.email.trim(),
      idempotency_key: key,
    })
      .unwrap()
      .then(
        (question) => onAsked(question),
        // The error toast is automatic; the form keeps what was typed.
        () => undefined,
      )
      .finally(() => {
        pending.current = null;
      });
    return pending.current;
  };
  const initialValues: QuestionValues = {
    aboutProduct: product !== null,
    question: '',
    channel: 'phone',
    phone: profile?.phone ? normalizePhone(profile.phone) : '',
    email: profile?.email ?? '',
  };
  return (
    <Formik initialValues={initialValues} validationSchema={questionSchema} onSubmit={submit}>
      {({ isSubmitting, values, setFieldValue }) => (
        <Form noValidate className={styles.form} aria-label={intl.formatMessage({ id: 'questions.form.title' })}>
          <ProfileFill profile={profile} />
          <KeptFields id="ask" />
          <fieldset className={styles.fields} disabled={isSubmitting}>
            {product ? (
              <label className={styles.choice}>
                <input
                  type="checkbox"
                  name="aboutProduct"
                  checked={values.aboutProduct}
                  onChange={(event) => void setFieldValue('aboutProduct', event.target.checked)}
                />
                <FormattedMessage id="questions.form.aboutProduct" values={{ product: product.name }} />
              </label>
            ) : null}
            <QuestionField />
            <ContactFields />
          </fieldset>
          <p className={styles.privacy}>
            <FormattedMessage id="questions.form.privacy" />
          </p>
          <Button type="submit" size="lg" loading={isSubmitting}>
            <FormattedMessage id="questions.form.submit" />
          </Button>
        </Form>
      )}
    </Formik>
  );
};
