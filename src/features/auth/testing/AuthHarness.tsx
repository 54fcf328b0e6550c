import { useCallback } from 'react';
import { useAppDispatch, useStateSelector } from '@/shared/lib';
import { dismissToast, Toaster, type DialogState, type ToastState } from '@/shared/ui';
import AuthDialog from '../ui/AuthDialog';
import RecoveryDialog from '../ui/RecoveryDialog';
import { AccountEntry } from '../ui/AccountEntry';

/**
 * For tests: what the app shell does for this feature (the header entry, the open dialog,
 * the toasts), without importing the app layer.
 */
export const AuthHarness = () => {
  const dispatch = useAppDispatch();
  const open = useStateSelector((state: { dialog: DialogState }) => state.dialog.open);
  const toasts = useStateSelector((state: { toast: ToastState }) => state.toast.items);
  const onDone = useCallback((id: number) => dispatch(dismissToast(id)), [dispatch]);
  return (
    <>
      <AccountEntry />
      {open?.id === 'auth' ? <AuthDialog /> : null}
      {open?.id === 'recovery' ? <RecoveryDialog /> : null}
      <Toaster toasts={toasts} onDone={onDone} />
    </>
  );
};
