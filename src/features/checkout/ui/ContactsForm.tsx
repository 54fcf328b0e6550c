import { useEffect, useRef, type ReactNode } from 'react';
import { Form, Formik, useFormikContext } from 'formik';
import { FormattedMessage, useIntl } from 'react-intl';
import { normalizePhone, useAppDispatch } from '@/shared/lib';
import { Button, FormikTextField, PhoneField, SectionIntro } from '@/shared/ui';
import type { Profile } from '@/features/auth';
import { contactsDrafted, type ContactsDraft } from '../model/checkoutSlice';
import { contactsSchema, NAME_MAX } from '../model/contactsSchema';
import { CommentField } from './CommentField';
import styles from './ContactsForm.module.css';

interface ContactsFormProps {
  draft: ContactsDraft | null;
  profile: Profile | undefined;
  onSubmit: (values: ContactsDraft) => Promise<void>;
  /** Shown above the button (e.g. an order whose answer was lost). */
  notice?: ReactNode;
}

/**
 * Hands what was typed to the store as it is typed (formik owns the values; the effect only
 * mirrors a change, never an unmount), so that it survives leaving the step and a reload: the
 * checkout listener stores it for the tab. A placed order clears the comment in the store.
 */
const DraftKeeper = () => {
  const dispatch = useAppDispatch();
  const { values } = useFormikContext<ContactsDraft>();
  useEffect(() => {
    dispatch(contactsDrafted(values));
  }, [values, dispatch]);
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
  // Formik validates before it calls onSubmit and does not stop a second submit meanwhile, so
  // two submits in one tick both arrive here: the second joins the request of the first.
  const pending = useRef<Promise<void> | null>(null);
  const submitOnce = (values: ContactsDraft): Promise<void> => {
    pending.current ??= onSubmit(values).finally(() => {
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
    <Formik initialValues={initialValues} validationSchema={contactsSchema} onSubmit={submitOnce}>
      {({ isSubmitting }) => (
        <Form noValidate className={styles.form} aria-labelledby="contacts-title">
          <SectionIntro
            id="contacts-title"
            intro={{ title: 'checkout.contacts.title', text: 'checkout.contacts.lead' }}
            classNames={{ title: styles.title, text: styles.lead }}
          />
          <fieldset className={styles.fields} disabled={isSubmitting}>
            <FormikTextField
              name="name"
              label={intl.formatMessage({ id: 'checkout.contacts.name' })}
              autoComplete="name"
              maxLength={NAME_MAX}
            />
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
          <DraftKeeper />
          <ProfileFill profile={profile} />
        </Form>
      )}
    </Formik>
  );
};
