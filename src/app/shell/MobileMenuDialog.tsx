import { Link } from 'react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import { Dialog, Icon, closeDialog } from '@/shared/ui';
import { MobileMenuAccount } from '@/features/auth';
import { CityOpener } from '@/features/city';
import { useAppDispatch } from '../hooks';
import { LanguageSwitcher } from './LanguageSwitcher';
import { MOBILE_MENU_NAV } from './navItems';
import styles from './MobilePanel.module.css';

/** Mobile menu (docs/behaviour.md §3): account block, language, city, site links, account links. */
export const MobileMenuDialog = () => {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  return (
    <Dialog
      open
      size="panel"
      title={intl.formatMessage({ id: 'nav.menu' })}
      onClose={() => dispatch(closeDialog('mobile-menu'))}
    >
      <div id="mobile-menu-panel" className={styles.panel}>
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
                      <Icon name="chevronRight" size={18} />
                    </Link>
                  </li>
                ))}
              </ul>
            </>
          )}
        />
      </div>
    </Dialog>
  );
};
