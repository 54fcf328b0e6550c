import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import type { Toast } from './toastSlice';
import styles from './Toaster.module.css';

export const ToastItem = ({ toast, onDone }: { toast: Toast; onDone: (id: number) => void }) => {
  useEffect(() => {
    const timer = window.setTimeout(() => onDone(toast.id), toast.durationMs);
    return () => window.clearTimeout(timer);
    // A repeat of the same toast starts its time again.
  }, [toast.id, toast.durationMs, toast.repeats, onDone]);

  return (
    <div className={`${styles.toast} ${styles[toast.tone]}`} role={toast.tone === 'error' ? 'alert' : 'status'}>
      {toast.text ?? (toast.messageId ? <FormattedMessage id={toast.messageId} values={toast.values} /> : null)}
    </div>
  );
};
