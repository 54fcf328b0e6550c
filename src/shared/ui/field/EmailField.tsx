import type { ReactNode } from 'react';
import { FormikTextField } from './FormikTextField';

/** A formik-bound e-mail address: the browser's e-mail keyboard, autofill and type. */
export const EmailField = ({ name, label }: { name: string; label: ReactNode }) => (
  <FormikTextField name={name} type="email" inputMode="email" autoComplete="email" label={label} />
);
