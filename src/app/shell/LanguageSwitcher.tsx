import { useLocation } from 'react-router';
import { useIntl } from 'react-intl';
import { LOCALES, LOCALE_NAMES, rememberLocale, useLocale, type Locale } from '@/shared/i18n';
import styles from './LanguageSwitcher.module.css';

/** A full reload under the other prefix keeps the route and query (docs/behaviour.md §2). */
const switchTo = (locale: Locale, pathWithQuery: string) => {
  rememberLocale(locale);
  window.location.assign(`/${locale}${pathWithQuery === '/' ? '' : pathWithQuery}`);
};

export const LanguageSwitcher = ({ variant = 'inline' }: { variant?: 'inline' | 'block' }) => {
  const current = useLocale();
  const intl = useIntl();
  const location = useLocation();
  const pathWithQuery = `${location.pathname}${location.search}${location.hash}`;
  return (
    <nav
      aria-label={intl.formatMessage({ id: 'language.label' })}
      className={variant === 'block' ? styles.block : undefined}
    >
      <ul className={styles.list}>
        {LOCALES.map((locale) => (
          <li key={locale}>
            <a
              href={`/${locale}${pathWithQuery === '/' ? '' : pathWithQuery}`}
              lang={locale}
              hrefLang={locale}
              aria-current={locale === current ? 'true' : undefined}
              className={locale === current ? `${styles.option} ${styles.current}` : styles.option}
              onClick={(event) => {
                event.preventDefault();
                if (locale !== current) switchTo(locale, pathWithQuery);
              }}
            >
              <span aria-hidden="true">{locale.toUpperCase()}</span>
              <span className="visually-hidden">{LOCALE_NAMES[locale]}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
};
