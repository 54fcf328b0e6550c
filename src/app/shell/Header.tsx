import { Suspense } from 'react';
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

/**
 * The city opener, the sign-in, the search box and the cart are each a hydration part of their
 * own: a tap on one during load hydrates that one (docs/decisions.md, "Hydration by parts").
 */
export const Header = () => {
  const intl = useIntl();
  const { pathname } = useLocation();
  const hideMobileSearch = startsWithAny(pathname, NO_MOBILE_SEARCH_PREFIXES);
  return (
    <header className={styles.header}>
      <div className={`container ${styles.top}`}>
        <Logo />
        <div className={styles.desktopOnly}>
          <Suspense>
            <CityOpener />
          </Suspense>
        </div>
        <div className={styles.topEnd}>
          <div className={styles.desktopOnly}>
            <LanguageSwitcher />
          </div>
          <Suspense>
            <AccountEntry />
          </Suspense>
        </div>
      </div>
      <div className={`container ${styles.second}`}>
        <div className={hideMobileSearch ? `${styles.search} ${styles.desktopOnly}` : styles.search}>
          <Suspense>
            <HeaderSearch />
          </Suspense>
        </div>
        <div className={styles.desktopOnly}>
          <Suspense>
            <CartButton />
          </Suspense>
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
