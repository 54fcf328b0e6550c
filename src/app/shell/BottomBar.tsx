import { NavLink } from 'react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageId } from '@/shared/i18n';
import { paths } from '@/shared/config';
import {
  Icon,
  selectOpenDialog,
  toggleDialog,
  type IconPath,
  cartIcon,
  closeIcon,
  homeIcon,
  menuIcon,
  ordersIcon,
  searchIcon,
} from '@/shared/ui';
import { CartCountBadge } from '@/features/cart';
import { selectAuthStatus, signInToContinue } from '@/features/auth';
import { useAppDispatch, useAppSelector } from '../hooks';
import styles from './BottomBar.module.css';

interface BarLinkProps {
  to: string;
  icon: IconPath;
  labelId: MessageId;
  children?: React.ReactNode;
  onClick?: (event: React.MouseEvent<HTMLAnchorElement>) => void;
}

const BarLink = ({ to, icon, labelId, children, onClick }: BarLinkProps) => (
  <li>
    <NavLink
      to={to}
      end={to === paths.home}
      onClick={onClick}
      className={({ isActive }) => (isActive ? `${styles.item} ${styles.active}` : styles.item)}
    >
      <Icon path={icon} />
      <FormattedMessage id={labelId} />
      {children}
    </NavLink>
  </li>
);

const BarToggle = ({
  id,
  icon,
  labelId,
  controls,
}: {
  id: 'mobile-menu' | 'mobile-search';
  icon: IconPath;
  labelId: MessageId;
  controls: string;
}) => {
  const dispatch = useAppDispatch();
  const open = useAppSelector(selectOpenDialog)?.id === id;
  return (
    <li>
      <button
        type="button"
        className={open ? `${styles.item} ${styles.active}` : styles.item}
        aria-expanded={open}
        aria-controls={controls}
        onClick={() => dispatch(toggleDialog(id))}
      >
        <Icon path={open ? closeIcon : icon} />
        <FormattedMessage id={labelId} />
      </button>
    </li>
  );
};

/** Mobile only (below 768 px), 53 px: home, search, cart, orders, menu (docs/behaviour.md §3). */
export const BottomBar = () => {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const anonymous = useAppSelector(selectAuthStatus) === 'anonymous';
  // Signed out, "Orders" asks to sign in and then opens the orders, instead of the guard
  // sending the visitor to the main page (docs/decisions.md, "Auth").
  const signInForOrders = (event: React.MouseEvent<HTMLAnchorElement>) => {
    if (!anonymous) return;
    event.preventDefault();
    dispatch(signInToContinue({ to: paths.accountOrders }));
  };
  return (
    <nav className={styles.bar} aria-label={intl.formatMessage({ id: 'nav.bottomLabel' })}>
      <ul className={styles.list}>
        <BarLink to={paths.home} icon={homeIcon} labelId="nav.home" />
        <BarToggle id={'mobile-search'} icon={searchIcon} labelId="nav.search" controls="mobile-search-panel" />
        <BarLink to={paths.cart} icon={cartIcon} labelId="nav.cart">
          <CartCountBadge />
        </BarLink>
        <BarLink to={paths.accountOrders} icon={ordersIcon} labelId="nav.orders" onClick={signInForOrders} />
        <BarToggle id={'mobile-menu'} icon={menuIcon} labelId="nav.menu" controls="mobile-menu-panel" />
      </ul>
    </nav>
  );
};
