import type { Toast } from './toastSlice';
import { ToastItem } from './ToastItem';
import styles from './Toaster.module.css';

/** The one place toasts appear; each removes itself after its duration. */
export const Toaster = ({ toasts, onDone }: { toasts: readonly Toast[]; onDone: (id: number) => void }) => (
  <div className={styles.region}>
    {toasts.map((toast) => (
      <ToastItem key={toast.id} toast={toast} onDone={onDone} />
    ))}
  </div>
);
