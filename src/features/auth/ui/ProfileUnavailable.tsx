import { FormattedMessage } from 'react-intl';
import { Button, ErrorState } from '@/shared/ui';
import { useRetryProfile } from '../model/useAuthStatus';
import { useSignOut } from '../model/useSignOut';

/**
 * Signed in, but the profile did not load (a 500, a network error, a time-out): the session
 * stays, the visitor is told and may try again or sign out (docs/decisions.md, "Sessions").
 */
export const ProfileUnavailable = () => {
  const retry = useRetryProfile();
  const { signOut } = useSignOut();
  return (
    <ErrorState message={<FormattedMessage id="auth.profileUnavailable" />} onRetry={retry}>
      <Button variant="secondary" onClick={signOut}>
        <FormattedMessage id="auth.signOut" />
      </Button>
    </ErrorState>
  );
};
