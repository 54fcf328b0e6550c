import { useId } from 'react';
import { Link, useLocation } from 'react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageId } from '@/shared/i18n';
import { COMPANY, HAS_TAG_MANAGER, LIGHT_FOOTER_PREFIXES, paths, startsWithAny } from '@/shared/config';
import { Icon } from '@/shared/ui';
import { ConsentSettingsButton } from '@/features/consent';
import { useClock } from '@/shared/lib';
import { CONTACTS, SOCIAL, telHref } from './contacts';
import { FOOTER_NAV } from './navItems';
import { SubscribeSlot } from './SubscribeSlot';
import styles from './Footer.module.css';

const ContactBlock = ({ titleId, children }: { titleId: MessageId; children: React.ReactNode }) => (
  <div className={styles.contact}>
    <h3 className={styles.contactTitle}>
      <FormattedMessage id={titleId} />
    </h3>
    {children}
  </div>
);

const Mail = ({ address }: { address: string }) => <a href={`mailto:${address}`}>{address}</a>;

/** White on shopping routes, dark elsewhere (docs/behaviour.md §3). */
export const Footer = () => {
  const intl = useIntl();
  const { pathname } = useLocation();
  const year = useClock((now) => now.getFullYear());
  const light = startsWithAny(pathname, LIGHT_FOOTER_PREFIXES);
  const contactsTitleId = useId();
  return (
    <footer
      className={light ? `${styles.footer} ${styles.light}` : `${styles.footer} ${styles.dark}`}
      data-theme={light ? 'light' : 'dark'}
    >
      <div className={`container ${styles.grid}`}>
        {/* The section's own h2 above the contacts' h3s, so that no page's outline jumps from its h1
            (or h2) to an h3 (docs/decisions.md, "Valid markup"). */}
        <section className={styles.contacts} aria-labelledby={contactsTitleId}>
          <h2 id={contactsTitleId} className="visually-hidden">
            <FormattedMessage id="footer.contactsLabel" />
          </h2>
          <ContactBlock titleId="footer.callCenterFree">
            <a className={styles.phone} href={telHref(CONTACTS.tollFreePhone)}>
              {CONTACTS.tollFreePhone}
            </a>
            <p className={styles.note}>
              <FormattedMessage
                id="footer.messengerNote"
                values={{ phone: <a href={telHref(CONTACTS.messengerPhone)}>{CONTACTS.messengerPhone}</a> }}
              />
            </p>
          </ContactBlock>
          <ContactBlock titleId="footer.callCenterOther">
            <a className={styles.phone} href={telHref(CONTACTS.callCenterPhone)}>
              {CONTACTS.callCenterPhone}
            </a>
          </ContactBlock>
          <ContactBlock titleId="footer.complaints">
            <Mail address={CONTACTS.complaintsEmail} />
          </ContactBlock>
          <ContactBlock titleId="footer.hr">
            <Mail address={CONTACTS.hrEmail} />
          </ContactBlock>
          <ContactBlock titleId="footer.rental">
            <Mail address={CONTACTS.rentalEmail} />
          </ContactBlock>
          <ContactBlock titleId="footer.marketing">
            <Mail address={CONTACTS.marketingEmail} />
          </ContactBlock>
        </section>
        <nav className={styles.links} aria-label={intl.formatMessage({ id: 'footer.linksLabel' })}>
          <ul>
            {FOOTER_NAV.map((item) => (
              <li key={item.to}>
                <Link to={item.to}>
                  <FormattedMessage id={item.labelId} />
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.subscribe}>
          <SubscribeSlot />
          <ul className={styles.social}>
            {SOCIAL.map((item) => (
              <li key={item.href}>
                <a
                  href={item.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={intl.formatMessage({ id: item.labelId })}
                >
                  <Icon path={item.icon} />
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className={`container ${styles.bottom}`}>
        <address className={styles.address}>
          {COMPANY.name}, {COMPANY.street}, {COMPANY.city}, {COMPANY.country}
          <span className={styles.registry}>
            <FormattedMessage
              id="footer.registry"
              values={{ registry: COMPANY.registryNumber, tax: COMPANY.taxNumber }}
            />
          </span>
        </address>
        <p className={styles.copyright}>
          <FormattedMessage id="footer.copyright" values={{ year, company: COMPANY.name }} />
        </p>
        <p className={styles.legal}>
          {/* The trader's legal details, reached from every page (docs/behaviour.md §15). */}
          <Link to={paths.legal}>
            <FormattedMessage id="footer.legalInfo" />
          </Link>
          <Link to="/termsofservice">
            <FormattedMessage id="nav.terms" />
          </Link>
          <Link to="/privacypolicy">
            <FormattedMessage id="nav.privacy" />
          </Link>
          {HAS_TAG_MANAGER ? <ConsentSettingsButton /> : null}
        </p>
      </div>
    </footer>
  );
};
