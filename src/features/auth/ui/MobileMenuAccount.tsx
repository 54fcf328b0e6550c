import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { FormattedMessage } from 'react-intl';
import { paths } from '@/shared/config';
import { Button, Icon, openDialog, chevronRightIcon, heartIcon, logoutIcon, ordersIcon, userIcon } from '@/shared/ui';
import { useAppDispatch } from '@/shared/lib';
import { useAuthStatus } from '../model/useAuthStatus';
import { useSignOut } from '../model/useSignOut';
import { isSignedIn } from '../model/authStatus';
import { ProfileUnavailable } from './ProfileUnavailable';
import styles from './MobileMenuAccount.module.css';

/**
 * The account parts of the mobile menu (docs/behaviour.md §3) around the site links:
 * anonymous → prompt with sign-in and registration; signed in → profile
 * link with the phone, and after the site links orders, favourites and sign-out.
 */
export const MobileMenuAccount = ({ renderSiteLinks }: { renderSiteLinks: () => ReactNode }) => {
  const dispatch = useAppDispatch();
  const { status, profile } = useAuthStatus();
  const { signOut } = useSignOut();
  const openAuth = (mode: 'signIn' | 'register') => dispatch(openDialog('auth', { mode }));

  return (
    <>
      {status === 'unavailable' ? (
        <ProfileUnavailable />
      ) : status === 'authenticated' && profile ? (
        <Link to={paths.account} className={styles.profile}>
          <Icon path={userIcon} />
          <span>
            <strong>
              <FormattedMessage id="account.yourProfile" />
            </strong>
            <span className={styles.phone}>{profile.phone}</span>
          </span>
          <Icon path={chevronRightIcon} size={18} />
        </Link>
      ) : (
        <section className={styles.prompt}>
          <p>
            <FormattedMessage id="auth.intro" />
          </p>
          <div className={styles.actions}>
            <Button onClick={() => openAuth('signIn')}>
              <FormattedMessage id="auth.signIn" />
            </Button>
            <Button variant="secondary" onClick={() => openAuth('register')}>
              <FormattedMessage id="auth.register" />
            </Button>
          </div>
        </section>
      )}
      {renderSiteLinks()}
      {isSignedIn(status) ? (
        <ul className={styles.links}>
          <li>
            <Link to={paths.accountOrders} className={styles.link}>
              <Icon path={ordersIcon} />
              <FormattedMessage id="nav.orders" />
            </Link>
          </li>
          <li>
            <Link to={paths.accountFavourites} className={styles.link}>
              <Icon path={heartIcon} />
              <FormattedMessage id="nav.favourites" />
            </Link>
          </li>
          <li>
            <button type="button" className={styles.link} onClick={signOut}>
              <Icon path={logoutIcon} />
              <FormattedMessage id="auth.signOut" />
            </button>
          </li>
        </ul>
      ) : null}
    </>
  );
};
