import { FormattedMessage } from 'react-intl';
import { ErrorState, Icon, LoadingState } from '@/shared/ui';
import { useGetProfileQuery } from '@/features/auth';
import { DeleteProfile } from './DeleteProfile';
import { PasswordChange } from './PasswordChange';
import { ProfileDetails } from './ProfileDetails';
import styles from './Account.module.css';

/** Initials for the avatar: the first letters of up to two words of the name. */
const initialsOf = (name: string): string =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');

/**
 * The /lk page content: who is signed in, their details, password, and deletion. The /lk
 * guard has loaded the profile already, so this reads the same cache entry (no request).
 */
export const AccountOverview = () => {
  const { data: profile, isError, isLoading, refetch } = useGetProfileQuery();
  if (isError) return <ErrorState onRetry={() => void refetch()} />;
  if (isLoading || !profile) return <LoadingState />;
  const initials = initialsOf(profile.name);
  return (
    <div className={styles.stack}>
      <section className={styles.hello} aria-label={profile.name || profile.phone}>
        <span className={styles.avatar} aria-hidden="true">
          {initials || <Icon name="user" />}
        </span>
        <div>
          <p className={styles.helloName}>
            <FormattedMessage id="account.greeting" values={{ name: profile.name || profile.phone }} />
          </p>
          <p className={styles.muted}>{profile.phone}</p>
        </div>
      </section>
      <ProfileDetails profile={profile} />
      <PasswordChange />
      <DeleteProfile />
    </div>
  );
};
