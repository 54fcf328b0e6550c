import { useEffect, useRef, type ReactNode } from 'react';
import { Form, Formik, useFormikContext } from 'formik';
import { FormattedMessage, useIntl } from 'react-intl';
import { normalizePhone, useAppDispatch } from '@/shared/lib';
import { Button, FormikTextField, PhoneField } from '@/shared/ui';
import type { Profile } from '@/features/auth';
import { contactsDrafted, type ContactsDraft } from '../model/checkoutSlice';
import { contactsSchema, NAME_MAX } from '../model/contactsSchema';
import { CommentField } from './CommentField';
import styles from './ContactsForm.module.css';

interface ContactsFormProps {
  draft: ContactsDraft | null;
  profile: Profile | undefined;
  onSubmit: (values: ContactsDraft) => Promise<boolean>;
  /** Shown above the button (e.g. an order whose answer was lost). */
  notice?: ReactNode;
}

/**
 * Keeps what was typed as it is typed, so that it survives leaving the step and a reload
 * (the checkout listener stores it for the tab); not once the order went through.
 */
const DraftKeeper = ({ done }: { done: React.RefObject<boolean> }) => {
  const dispatch = useAppDispatch();
  const { values } = useFormikContext<ContactsDraft>();
  useEffect(() => {
    if (!done.current) dispatch(contactsDrafted(values));
  }, [values, dispatch, done]);
  return null;
};

/** A client who signs in while on the step gets the empty fields filled from the profile. */
const ProfileFill = ({ profile }: { profile: Profile | undefined }) => {
  const { setValues } = useFormikContext<ContactsDraft>();
  useEffect(() => {
    if (!profile) return;
    void setValues((typed) => ({
      ...typed,
      name: typed.name || profile.name,
      phone: typed.phone || (profile.phone ? normalizePhone(profile.phone) : ''),
    }));
  }, [profile, setValues]);
  return null;
};

export const ContactsForm = ({ draft, profile, onSubmit, notice }: ContactsFormProps) => {
  const intl = useIntl();
  const done = useRef(false);
  // Formik validates before it calls onSubmit and does not stop a second submit meanwhile, so
  // two submits in one tick both arrive here: the second joins the request of the first.
  const pending = useRef<Promise<void> | null>(null);
  const submitOnce = (values: ContactsDraft): Promise<void> => {
    pending.current ??= onSubmit(values)
      .then((placed) => {
        done.current = placed;
      })
      .finally(() => {
        pending.current = null;
      });
    return pending.current;
  };
  const initialValues: ContactsDraft = draft ?? {
    name: profile?.name ?? '',
    phone: profile?.phone ? normalizePhone(profile.phone) : '',
    comment: '',
  };
  return (
    <Formik
      initialValues={initialValues}
      validationSchema={contactsSchema}
      onSubmit={submitOnce}
    >
      {({ isSubmitting }) => (
        <Form noValidate className={styles.form} aria-labelledby="contacts-title">
          <h2 id="contacts-title" className={styles.title}>
            <FormattedMessage id="checkout.contacts.title" />
          </h2>
          <p className={styles.lead}>
            <FormattedMessage id="checkout.contacts.lead" />
          </p>
          <fieldset className={styles.fields} disabled={isSubmitting}>
            <FormikTextField name="name" label={intl.formatMessage({ id: 'checkout.contacts.name' })} autoComplete="name" maxLength={NAME_MAX} />
            <PhoneField name="phone" hint={intl.formatMessage({ id: 'checkout.contacts.phoneHint' })} />
            <CommentField name="comment" />
          </fieldset>
          {notice ? (
            <p className={styles.notice} role="alert">
              {notice}
            </p>
          ) : null}
          <Button type="submit" size="lg" block loading={isSubmitting}>
            <FormattedMessage id="checkout.contacts.submit" />
          </Button>
          <DraftKeeper done={done} />
          <ProfileFill profile={profile} />
        </Form>
      )}
    </Formik>
  );
};
