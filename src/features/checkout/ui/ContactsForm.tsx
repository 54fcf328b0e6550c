import { useEffect, useRef } from 'react';
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
}

/** Keeps what was typed when the visitor leaves the step (unless the order went through). */
const DraftKeeper = ({ done }: { done: React.RefObject<boolean> }) => {
  const dispatch = useAppDispatch();
  const { values } = useFormikContext<ContactsDraft>();
  const latest = useRef(values);
  useEffect(() => {
    latest.current = values;
  }, [values]);
  useEffect(
    () => () => {
      if (!done.current) dispatch(contactsDrafted(latest.current));
    },
    [dispatch, done],
  );
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

export const ContactsForm = ({ draft, profile, onSubmit }: ContactsFormProps) => {
  const intl = useIntl();
  const done = useRef(false);
  const initialValues: ContactsDraft = draft ?? {
    name: profile?.name ?? '',
    phone: profile?.phone ? normalizePhone(profile.phone) : '',
    comment: '',
  };
  return (
    <Formik
      initialValues={initialValues}
      validationSchema={contactsSchema}
      onSubmit={async (values) => {
        done.current = await onSubmit(values);
      }}
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
