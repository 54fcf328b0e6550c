import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { FormattedMessage } from 'react-intl';
import { env } from '@/shared/config';
import { useAppDispatch, useStateSelector } from '@/shared/lib';
import { Button } from '@/shared/ui';
import { consentChosen, selectConsentAsked, type ConsentState } from '../model/consentSlice';
import type { ConsentChoice } from '../model/storedConsent';
import { CONSENT_SETTINGS_ID } from './ConsentSettingsButton';
import styles from './ConsentBanner.module.css';

type State = { consent: ConsentState };

/**
 * The analytics question (docs/decisions.md, "Analytics and consent"): "Accept" and "Reject",
 * equal in weight, until answered; asked again from the footer's "Privacy settings". Only in a
 * build with a tag manager (GTM_ID): without one nothing leaves the page, so there is nothing to
 * ask. Not a modal: the page stays usable and readable around it. It is fixed to the bottom
 * and never in prerendered HTML (the answer is the visitor's), so its arrival moves nothing.
 */
export const ConsentBanner = () => {
  const dispatch = useAppDispatch();
  const asked = useStateSelector((state: State) => selectConsentAsked(state));
  const reopened = useStateSelector((state: State) => state.consent.asking);
  const ref = useRef<HTMLElement>(null);

  // Opened from the footer: the banner gets the focus the button had.
  useEffect(() => {
    if (reopened) ref.current?.focus();
  }, [reopened]);

  if (!env.gtmId || !asked) return null;

  const choose = (choice: ConsentChoice) => {
    const hadFocus = ref.current?.contains(document.activeElement) ?? false;
    dispatch(consentChosen(choice));
    // The banner goes; the focus goes back where it came from, not to the page's start.
    if (hadFocus) (document.getElementById(reopened ? CONSENT_SETTINGS_ID : 'main') ?? document.body).focus();
  };

  return (
    <section ref={ref} className={styles.banner} aria-labelledby="consent-title" tabIndex={-1} data-consent-banner="">
      <div className={`container ${styles.inner}`}>
        <div className={styles.text}>
          <h2 id="consent-title" className={styles.title}>
            <FormattedMessage id="consent.title" />
          </h2>
          <p className={styles.body}>
            <FormattedMessage id="consent.text" />{' '}
            <Link to="/privacypolicy#analytics" className={styles.link}>
              <FormattedMessage id="consent.policy" />
            </Link>
          </p>
        </div>
        <div className={styles.actions}>
          <Button size="sm" variant="secondary" onClick={() => choose('granted')}>
            <FormattedMessage id="consent.accept" />
          </Button>
          <Button size="sm" variant="secondary" onClick={() => choose('denied')}>
            <FormattedMessage id="consent.reject" />
          </Button>
        </div>
      </div>
    </section>
  );
};
