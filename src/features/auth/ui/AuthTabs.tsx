import { useRef, type KeyboardEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import type { MessageId } from '@/shared/i18n';
import styles from './AuthDialog.module.css';

export type AuthMode = 'signIn' | 'register';
const MODES: AuthMode[] = ['signIn', 'register'];
const LABEL: Record<AuthMode, MessageId> = { signIn: 'auth.signIn', register: 'auth.register' };

export const tabId = (mode: AuthMode) => `auth-tab-${mode}`;
export const panelId = 'auth-panel';

/** WAI-ARIA tabs: one tab stop, arrows (and Home/End) move between the two modes. */
export const AuthTabs = ({ mode, onChange }: { mode: AuthMode; onChange: (mode: AuthMode) => void }) => {
  const refs = useRef<Partial<Record<AuthMode, HTMLButtonElement | null>>>({});
  const select = (next: AuthMode) => {
    onChange(next);
    refs.current[next]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const index = MODES.indexOf(mode);
    const step = { ArrowRight: 1, ArrowLeft: -1 }[event.key];
    if (step !== undefined) select(MODES[(index + step + MODES.length) % MODES.length] ?? mode);
    else if (event.key === 'Home') select('signIn');
    else if (event.key === 'End') select('register');
    else return;
    event.preventDefault();
  };

  return (
    <div role="tablist" className={styles.tabs}>
      {MODES.map((item) => (
        <button
          key={item}
          ref={(element) => {
            refs.current[item] = element;
          }}
          type="button"
          role="tab"
          id={tabId(item)}
          aria-selected={item === mode}
          aria-controls={panelId}
          tabIndex={item === mode ? 0 : -1}
          className={styles.tab}
          onClick={() => onChange(item)}
          onKeyDown={onKeyDown}
        >
          <FormattedMessage id={LABEL[item]} />
        </button>
      ))}
    </div>
  );
};
