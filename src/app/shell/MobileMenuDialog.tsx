import { Link } from 'react-router';
import { FormattedMessage } from 'react-intl';
import { Icon, chevronRightIcon } from '@/shared/ui';
import { MobileMenuAccount } from '@/features/auth';
import { CityOpener } from '@/features/city';
import { LanguageSwitcher } from './LanguageSwitcher';
import { MobilePanelDialog } from './MobilePanelDialog';
import { MOBILE_MENU_NAV } from './navItems';
import styles from './MobilePanel.module.css';

/** Mobile menu (docs/behaviour.md §3): account block, language, city, site links, account links. */
export const MobileMenuDialog = () => (
  <MobilePanelDialog dialog="mobile-menu" titleId="nav.menu" panelId="mobile-menu-panel">
    <MobileMenuAccount
      renderSiteLinks={() => (
        <>
          <section className={styles.section} aria-labelledby="mobile-language-title">
            <h3 id="mobile-language-title" className={styles.sectionTitle}>
              <FormattedMessage id="language.label" />
            </h3>
            <LanguageSwitcher variant="block" />
          </section>
          <section className={styles.section} aria-labelledby="mobile-city-title">
            <h3 id="mobile-city-title" className={styles.sectionTitle}>
              <FormattedMessage id="city.label" />
            </h3>
            <CityOpener />
          </section>
          <ul className={styles.links}>
            {MOBILE_MENU_NAV.map((item) => (
              <li key={item.to}>
                <Link to={item.to} className={styles.link}>
                  <FormattedMessage id={item.labelId} />
                  <Icon path={chevronRightIcon} size={18} />
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
    />
  </MobilePanelDialog>
);
