import type { ComponentProps } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageId } from '@/shared/i18n';
import type { Profile } from '@/features/auth';
import { useChangeEmailMutation, useChangeNameMutation } from '../api/accountApi';
import { emailSchema, nameSchema } from '../model/schemas';
import { EditableField } from './EditableField';
import styles from './Account.module.css';

const FIELDS: ReadonlyArray<
  Pick<ComponentProps<typeof EditableField>, 'name' | 'type' | 'schema' | 'savedMessageId' | 'confirmWithPassword'> & {
    labelId: MessageId;
  }
> = [
  { name: 'name', type: 'text', labelId: 'account.name', schema: nameSchema, savedMessageId: 'account.nameSaved' },
  // The e-mail is where a password reset could be sent: changing it asks for the password.
  {
    name: 'email',
    type: 'email',
    labelId: 'account.email',
    schema: emailSchema,
    savedMessageId: 'account.emailSaved',
    confirmWithPassword: true,
  },
];

/** Name, e-mail (both editable) and the phone, which is the login and stays as it is. */
export const ProfileDetails = ({ profile }: { profile: Profile }) => {
  const intl = useIntl();
  const [changeName] = useChangeNameMutation();
  const [changeEmail] = useChangeEmailMutation();
  const save = {
    name: (name: string) => changeName({ name }),
    email: (email: string, password: string) => changeEmail({ email, password }),
  };
  return (
    <section className={styles.card} aria-labelledby="account-details-title">
      <h2 id="account-details-title" className={styles.cardTitle}>
        <FormattedMessage id="account.details.title" />
      </h2>
      <dl className={styles.list}>
        {FIELDS.map((field) => (
          <EditableField
            key={field.name}
            name={field.name}
            type={field.type}
            label={intl.formatMessage({ id: field.labelId })}
            value={profile[field.name]}
            schema={field.schema}
            autoComplete={field.name}
            savedMessageId={field.savedMessageId}
            confirmWithPassword={field.confirmWithPassword}
            save={(value, password) => save[field.name](value, password)}
          />
        ))}
        <div className={styles.row}>
          <dt className={styles.term}>
            <FormattedMessage id="account.phone" />
          </dt>
          <dd className={styles.value}>{profile.phone}</dd>
          <dd className={styles.note}>
            <FormattedMessage id="account.phoneNote" />
          </dd>
        </div>
      </dl>
    </section>
  );
};
