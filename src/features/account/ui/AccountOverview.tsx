import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { skipToken } from '@reduxjs/toolkit/query';
import { useStateSelector } from '@/shared/lib';
import { Icon, LoadingState, userIcon } from '@/shared/ui';
import {
  ProfileUnavailable,
  selectAuthStatus,
  selectHasToken,
  useGetProfileQuery,
  type AuthState,
} from '@/features/auth';
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
 * Without a token it asks nothing: the render that follows a sign-out must not fetch the
 * profile again (the session end drops the cache in the same dispatch, docs/decisions.md
 * "Flows owned by the store"). `first`: the section right under the greeting (the loyalty card,
 * shown at a counter); `children`: more sections (the stock alerts), before the deletion, which
 * stays last.
 */
export const AccountOverview = ({ first, children }: { first?: ReactNode; children?: ReactNode }) => {
  const hasToken = useStateSelector((state: { auth: AuthState }) => selectHasToken(state));
  // A failed profile is asked again only by ProfileUnavailable's retry: a new subscription to a
  // failed query asks at once, and RequireAuth would then hide this page while it is pending.
  const unavailable = useStateSelector(selectAuthStatus) === 'unavailable';
  const { data: profile } = useGetProfileQuery(hasToken && !unavailable ? undefined : skipToken);
  // `first` does not wait for the profile: the loyalty card shows when the profile cannot.
  if (unavailable || !profile)
    return (
      <div className={styles.stack}>
        {first}
        {unavailable ? <ProfileUnavailable /> : <LoadingState />}
      </div>
    );
  const initials = initialsOf(profile.name);
  return (
    <div className={styles.stack}>
      <section className={styles.hello} aria-label={profile.name || profile.phone}>
        <span className={styles.avatar} aria-hidden="true">
          {initials || <Icon path={userIcon} />}
        </span>
        <div>
          <p className={styles.helloName}>
            <FormattedMessage id="account.greeting" values={{ name: profile.name || profile.phone }} />
          </p>
          <p className={styles.muted}>{profile.phone}</p>
        </div>
      </section>
      {first}
      <ProfileDetails profile={profile} />
      <PasswordChange />
      {children}
      <DeleteProfile />
    </div>
  );
};
