import { useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAppDispatch, useStateSelector } from '@/shared/lib';
import { closeDialog, openDialog, selectDialogData, type DialogState } from '@/shared/ui';
import { AuthTabs, panelId, tabId, type AuthMode } from './AuthTabs';
import { ConsentNote } from './ConsentNote';
import { RegisterForm } from './RegisterForm';
import { SignInForm } from './SignInForm';
import { AuthDialogFrame } from './AuthDialogFrame';
import styles from './AuthDialog.module.css';

/**
 * Sign-in / registration (docs/behaviour.md §4): 504 px, two tabs, not dismissed by a click
 * outside. The phone typed in one tab is there in the other and in password recovery.
 */
const AuthDialog = () => {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const data = useStateSelector((state: { dialog: DialogState }) => selectDialogData(state, 'auth'));
  const [mode, setMode] = useState<AuthMode>(data?.mode ?? 'signIn');
  const draftPhone = useRef(data?.phone ?? '');
  const close = () => dispatch(closeDialog('auth'));

  return (
    <AuthDialogFrame onClose={close} hideTitle title={intl.formatMessage({ id: 'auth.signInRegister' })}>
      <AuthTabs mode={mode} onChange={setMode} />
      <div id={panelId} role="tabpanel" aria-labelledby={tabId(mode)} className={styles.panel}>
        <p className={styles.intro}>
          <FormattedMessage id="auth.intro" />
        </p>
        {mode === 'signIn' ? (
          <SignInForm
            draftPhone={draftPhone}
            onSignedIn={close}
            onRestorePassword={() => dispatch(openDialog('recovery', { phone: draftPhone.current }))}
          />
        ) : (
          <RegisterForm draftPhone={draftPhone} onRegistered={close} />
        )}
        <ConsentNote />
      </div>
    </AuthDialogFrame>
  );
};

export default AuthDialog;
