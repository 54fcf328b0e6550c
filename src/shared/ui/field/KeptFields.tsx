import { useEffect, useRef } from 'react';
import { useFormikContext } from 'formik';
import { keepOnReload, takeKeptFields } from '@/shared/lib';

/**
 * Inside a formik form: what was typed survives the page's automatic reload for new code
 * (docs/decisions.md, "Old tabs after a deploy"). The form's values are read when the reload
 * comes, under `id`, and after it the fields the form still has are filled once with them.
 * Not for forms with a password: nothing of those is kept.
 */
export const KeptFields = ({ id }: { id: string }) => {
  const { values, setValues } = useFormikContext<Record<string, unknown>>();
  const latest = useRef(values);
  useEffect(() => {
    latest.current = values;
  }, [values]);
  useEffect(() => keepOnReload(id, () => latest.current), [id]);
  useEffect(() => {
    const kept = takeKeptFields(id);
    if (!kept) return;
    void setValues((typed) => {
      const fit = Object.entries(kept).filter(
        ([name, value]) =>
          name in typed && typeof value === typeof typed[name] && Array.isArray(value) === Array.isArray(typed[name]),
      );
      return fit.length > 0 ? { ...typed, ...Object.fromEntries(fit) } : typed;
    });
  }, [id, setValues]);
  return null;
};
