import { NavLink, useLocation } from 'react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import { NO_MOBILE_SEARCH_PREFIXES, startsWithAny } from '@/shared/config';
import { AccountEntry } from '@/features/auth';
import { CartButton } from '@/features/cart';
import { CityOpener } from '@/features/city';
import { HeaderSearch } from '@/features/search';
import { Logo } from './Logo';
import { LanguageSwitcher } from './LanguageSwitcher';
import { MAIN_NAV } from './navItems';
import styles from './Header.module.css';

export const Header = () => {
  const intl = useIntl();
  const { pathname } = useLocation();
  const hideMobileSearch = startsWithAny(pathname, NO_MOBILE_SEARCH_PREFIXES);
  return (
    <header className={styles.header}>
      <div className={`container ${styles.top}`}>
        <Logo />
        <div className={styles.desktopOnly}>
          <CityOpener />
        </div>
        <div className={styles.topEnd}>
          <div className={styles.desktopOnly}>
            <LanguageSwitcher />
          </div>
          <AccountEntry />
        </div>
      </div>
      <div className={`container ${styles.second}`}>
        <div className={hideMobileSearch ? `${styles.search} ${styles.desktopOnly}` : styles.search}>
          <HeaderSearch />
        </div>
        <div className={styles.desktopOnly}>
          <CartButton />
        </div>
      </div>
      <nav className={styles.menu} aria-label={intl.formatMessage({ id: 'nav.mainLabel' })}>
        <ul className={`container ${styles.menuList}`}>
          {MAIN_NAV.map((item) => (
            <li key={item.to}>
              <NavLink
                to={item.to}
                className={({ isActive }) => (isActive ? `${styles.menuLink} ${styles.active}` : styles.menuLink)}
              >
                <FormattedMessage id={item.labelId} />
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
};
