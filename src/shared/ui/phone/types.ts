import type { ReactNode } from 'react';

export interface PhoneFieldProps {
  /** The formik field holding the national number (`641234567`). */
  name: string;
  /** Defaults to 'Phone number'. */
  label?: ReactNode;
  hint?: ReactNode;
  autoFocus?: boolean;
  disabled?: boolean;
}
