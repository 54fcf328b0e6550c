import { Link } from 'react-router';
import { FormattedMessage } from 'react-intl';
import { paths } from '@/shared/config';
import { Icon, openDialog, userIcon } from '@/shared/ui';
import { useAppDispatch } from '@/shared/lib';
import { useAuthStatus } from '../model/useAuthStatus';
import { isSignedIn } from '../model/authStatus';
import styles from './AccountEntry.module.css';

/**
 * Header: 'Sign in / Register' when logged out, 'Account' (to /lk) when logged in, also when
 * the profile failed to load (/lk then says so and offers a retry).
 */
export const AccountEntry = () => {
  const dispatch = useAppDispatch();
  const { status } = useAuthStatus();
  if (isSignedIn(status)) {
    return (
      <Link to={paths.account} className={styles.entry}>
        <Icon path={userIcon} size={20} />
        <FormattedMessage id="nav.account" />
      </Link>
    );
  }
  return (
    <button type="button" className={styles.entry} onClick={() => dispatch(openDialog('auth', { mode: 'signIn' }))}>
      <Icon path={userIcon} size={20} />
      <FormattedMessage id="auth.signInRegister" />
    </button>
  );
};
