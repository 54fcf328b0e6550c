import { NavLink } from 'react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import { DIALOG, paths } from '@/shared/config';
import { Icon, selectOpenDialog, toggleDialog, type IconName } from '@/shared/ui';
import { CartCountBadge } from '@/features/cart';
import { useAppDispatch, useAppSelector } from '../hooks';
import styles from './BottomBar.module.css';

const BarLink = ({ to, icon, labelId, children }: { to: string; icon: IconName; labelId: string; children?: React.ReactNode }) => (
  <li>
    <NavLink to={to} end={to === paths.home} className={({ isActive }) => (isActive ? `${styles.item} ${styles.active}` : styles.item)}>
      <Icon name={icon} />
      <FormattedMessage id={labelId} />
      {children}
    </NavLink>
  </li>
);

const BarToggle = ({ id, icon, labelId, controls }: { id: string; icon: IconName; labelId: string; controls: string }) => {
  const dispatch = useAppDispatch();
  const open = useAppSelector(selectOpenDialog)?.id === id;
  return (
    <li>
      <button
        type="button"
        className={open ? `${styles.item} ${styles.active}` : styles.item}
        aria-expanded={open}
        aria-controls={controls}
        onClick={() => dispatch(toggleDialog({ id }))}
      >
        <Icon name={open ? 'close' : icon} />
        <FormattedMessage id={labelId} />
      </button>
    </li>
  );
};

/** Mobile only (below 768 px), 53 px: home, search, cart, orders, menu (spec section 2). */
export const BottomBar = () => {
  const intl = useIntl();
  return (
    <nav className={styles.bar} aria-label={intl.formatMessage({ id: 'nav.bottomLabel' })}>
      <ul className={styles.list}>
        <BarLink to={paths.home} icon="home" labelId="nav.home" />
        <BarToggle id={DIALOG.mobileSearch} icon="search" labelId="nav.search" controls="mobile-search-panel" />
        <BarLink to={paths.cart} icon="cart" labelId="nav.cart">
          <CartCountBadge />
        </BarLink>
        <BarLink to={paths.accountOrders} icon="orders" labelId="nav.orders" />
        <BarToggle id={DIALOG.mobileMenu} icon="menu" labelId="nav.menu" controls="mobile-menu-panel" />
      </ul>
    </nav>
  );
};
