import type { ReactNode, RefObject } from 'react';

export interface PhoneFieldProps {
  /** The formik field holding the national number (`641234567`). */
  name: string;
  /** Defaults to 'Phone number'. */
  label?: ReactNode;
  hint?: ReactNode;
  autoFocus?: boolean;
  disabled?: boolean;
}

/** Whether the plain field had the focus when the masked one replaced it. */
export interface HandOver {
  focused: boolean;
}

export interface MaskedPhoneFieldProps extends PhoneFieldProps {
  /** Set when the plain field came first (the mask's code was still loading). */
  handOver?: RefObject<HandOver>;
}
