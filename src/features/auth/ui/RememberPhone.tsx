import { useEffect, type RefObject } from 'react';
import { useFormikContext } from 'formik';

/** Keeps the typed phone in the dialog, so switching tabs or opening recovery keeps it. */
export const RememberPhone = ({ draft }: { draft: RefObject<string> }) => {
  const { values } = useFormikContext<{ phone: string }>();
  useEffect(() => {
    draft.current = values.phone;
  }, [draft, values.phone]);
  return null;
};
