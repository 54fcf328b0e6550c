import { FormattedMessage } from 'react-intl';
import { env } from '@/shared/config';
import { useAppDispatch } from '@/shared/lib';
import { consentSettingsOpened } from '../model/consentSlice';
import styles from './ConsentSettingsButton.module.css';

/** The footer's way back to the analytics question; the banner returns the focus here. */
export const CONSENT_SETTINGS_ID = 'consent-settings';

export const ConsentSettingsButton = () => {
  const dispatch = useAppDispatch();
  if (!env.gtmId) return null;
  return (
    <button
      id={CONSENT_SETTINGS_ID}
      type="button"
      className={styles.button}
      onClick={() => dispatch(consentSettingsOpened())}
    >
      <FormattedMessage id="consent.settings" />
    </button>
  );
};
