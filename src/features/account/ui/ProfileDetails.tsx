import { FormattedMessage, useIntl } from 'react-intl';
import type { Profile } from '@/features/auth';
import { useChangeEmailMutation, useChangeNameMutation } from '../api/accountApi';
import { emailSchema, nameSchema } from '../model/schemas';
import { EditableField } from './EditableField';
import styles from './Account.module.css';

/** Name, e-mail (both editable) and the phone, which is the login and stays as it is. */
export const ProfileDetails = ({ profile }: { profile: Profile }) => {
  const intl = useIntl();
  const [changeName] = useChangeNameMutation();
  const [changeEmail] = useChangeEmailMutation();
  return (
    <section className={styles.card} aria-labelledby="account-details-title">
      <h2 id="account-details-title" className={styles.cardTitle}>
        <FormattedMessage id="account.details.title" />
      </h2>
      <dl className={styles.list}>
        <EditableField
          name="name"
          label={intl.formatMessage({ id: 'account.name' })}
          value={profile.name}
          schema={nameSchema}
          autoComplete="name"
          savedMessageId="account.nameSaved"
          save={async (name) => !('error' in (await changeName({ name })))}
        />
        <EditableField
          name="email"
          type="email"
          label={intl.formatMessage({ id: 'account.email' })}
          value={profile.email}
          schema={emailSchema}
          autoComplete="email"
          savedMessageId="account.emailSaved"
          save={async (email) => !('error' in (await changeEmail({ email })))}
        />
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
