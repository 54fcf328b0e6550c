import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Icon } from '../icon/Icon';
import { closeIcon } from '../icon/paths/close';
import { lockScroll } from './scrollLock';
import styles from './Dialog.module.css';

type DialogSize = 'narrow' | 'wide' | 'panel';

interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  /** narrow: 504 px (auth), wide: 804 px (city), panel: full-width sheet above the mobile bar. */
  size?: DialogSize;
  /** The auth dialog cannot be dismissed by clicking outside (docs/behaviour.md §4). */
  closeOnBackdrop?: boolean;
  /** Hide the visible heading (the title still names the dialog for assistive tech). */
  hideTitle?: boolean;
  children: ReactNode;
}

/**
 * Native <dialog>: modal sizes use showModal(), which makes the page inert and keeps focus
 * inside; the mobile panel stays non-modal so the bottom bar can close it with a second tap.
 * Focus goes back to the element that opened the dialog.
 */
export const Dialog = ({
  open,
  onClose,
  title,
  size = 'narrow',
  closeOnBackdrop = true,
  hideTitle = false,
  children,
}: DialogProps) => {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const intl = useIntl();
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    const dialog = ref.current;
    if (!open || !dialog) return undefined;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (size === 'panel') dialog.show();
    else if (!dialog.open) dialog.showModal();
    // The field to type in first, else the first control (the close button at worst).
    const first = ['[autofocus]', 'input:not([type=hidden]), select, textarea', 'button, [href]']
      .map((selector) => dialog.querySelector<HTMLElement>(selector))
      .find((element) => element !== null);
    first?.focus();
    const unlock = lockScroll();
    return () => {
      unlock();
      if (dialog.open) dialog.close();
      if (opener?.isConnected) opener.focus();
    };
  }, [open, size]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return undefined;
    // Escape: the browser fires `cancel` for modal dialogs; panels need their own key handler.
    const onCancel = (event: Event) => {
      event.preventDefault();
      onCloseRef.current();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && size === 'panel') {
        event.stopPropagation();
        onCloseRef.current();
      }
    };
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('keydown', onKeyDown);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('keydown', onKeyDown);
    };
  }, [open, size]);

  if (!open) return null;

  return (
    // The backdrop click only adds a pointer shortcut to what Escape and the close button do.
    // eslint-disable-next-line jsx-a11y-x/click-events-have-key-events, jsx-a11y-x/no-noninteractive-element-interactions
    <dialog
      ref={ref}
      className={`${styles.dialog} ${styles[size]}`}
      aria-labelledby={titleId}
      onClick={(event) => {
        if (closeOnBackdrop && event.target === event.currentTarget && size !== 'panel') onClose();
      }}
    >
      <div className={styles.surface}>
        <header className={hideTitle ? styles.headerBare : styles.header}>
          <h2 id={titleId} className={hideTitle ? 'visually-hidden' : styles.title}>
            {title}
          </h2>
          <button
            type="button"
            className={styles.close}
            onClick={onClose}
            aria-label={intl.formatMessage({ id: 'common.close' })}
          >
            <Icon path={closeIcon} />
          </button>
        </header>
        <div className={styles.body}>{children}</div>
      </div>
    </dialog>
  );
};
