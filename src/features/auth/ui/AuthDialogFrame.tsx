import type { ReactNode } from 'react';
import { Dialog } from '@/shared/ui';

interface AuthDialogFrameProps {
  onClose: () => void;
  title: string;
  hideTitle?: boolean;
  children: ReactNode;
}

/**
 * The dialog of sign-in, registration and password recovery (docs/behaviour.md §4): 504 px and
 * not dismissed by a click outside, so what was typed is not lost by a stray click.
 */
export const AuthDialogFrame = ({ onClose, title, hideTitle, children }: AuthDialogFrameProps) => (
  <Dialog open onClose={onClose} size="narrow" closeOnBackdrop={false} hideTitle={hideTitle} title={title}>
    {children}
  </Dialog>
);
