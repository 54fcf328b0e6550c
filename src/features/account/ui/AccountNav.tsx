import { NavLink } from 'react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageId } from '@/shared/i18n';
import { paths } from '@/shared/config';
import {
  Icon,
  type IconPath,
  heartIcon,
  logoutIcon,
  mailIcon,
  ordersIcon,
  pillIcon,
  prescriptionIcon,
  userIcon,
} from '@/shared/ui';
import { useSignOut } from '@/features/auth';
import styles from './AccountNav.module.css';

/** `end`: the profile is /lk itself; "My orders" stays current on an order's page below it. */
const LINKS: Array<{ to: string; labelId: MessageId; icon: IconPath; end: boolean }> = [
  { to: paths.account, labelId: 'nav.profile', icon: userIcon, end: true },
  { to: paths.accountOrders, labelId: 'nav.myOrders', icon: ordersIcon, end: false },
  { to: paths.accountFavourites, labelId: 'nav.favourites', icon: heartIcon, end: true },
  { to: paths.accountTherapy, labelId: 'nav.myTherapy', icon: pillIcon, end: true },
  { to: paths.accountErecept, labelId: 'nav.erecept', icon: prescriptionIcon, end: true },
  { to: paths.accountQuestions, labelId: 'nav.myQuestions', icon: mailIcon, end: true },
];

/**
 * The personal area's navigation (profile, orders, favourites, therapy, eRecept, questions, sign-out), for every /lk
 * page. Signing out here ends on the main page: the /lk guard sends anonymous visitors there.
 */
export const AccountNav = () => {
  const intl = useIntl();
  const { signOut } = useSignOut();
  return (
    <nav className={styles.nav} aria-label={intl.formatMessage({ id: 'account.navLabel' })}>
      <ul className={styles.list}>
        {LINKS.map((link) => (
          <li key={link.to}>
            <NavLink
              to={link.to}
              end={link.end}
              className={({ isActive }) => (isActive ? `${styles.link} ${styles.active}` : styles.link)}
            >
              <Icon path={link.icon} size={20} />
              <FormattedMessage id={link.labelId} />
            </NavLink>
          </li>
        ))}
        <li>
          <button type="button" className={styles.link} onClick={signOut}>
            <Icon path={logoutIcon} size={20} />
            <FormattedMessage id="auth.signOut" />
          </button>
        </li>
      </ul>
    </nav>
  );
};
