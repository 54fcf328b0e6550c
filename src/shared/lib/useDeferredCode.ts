import { useCallback, useEffect, useRef, useState } from 'react';

/** What the visitor asked of a control while its code was loading, carried out once it is in. */
type DeferredIntent<T> = (code: T) => void;

interface DeferredCode<T> {
  /** The control's code once it has arrived, else null: render the real control from it. */
  code: T | null;
  /** A press is waiting for the code: show it (aria-busy, a spinner), keep the control focusable. */
  pending: boolean;
  /** Starts loading (idle time, hover, focus) and keeps `intent` under `key` for the arrival. */
  prepare: (key?: string, intent?: DeferredIntent<T>) => void;
  /** A press: as `prepare`, and `pending` until the code is in. */
  press: (key: string, intent: DeferredIntent<T>) => void;
}

/**
 * The one way a control drawn before its code has arrived handles the visitor: nothing they
 * do is swallowed (docs/decisions.md, "No input lost to code that is still loading"). Each
 * intent is kept under a key (a second press of the same kind replaces the first, so a
 * double press sends once) and carried out, in order, in the same update that brings the
 * code. A chunk that fails to come drops the intents and ends `pending`; the next press asks
 * for it again (webpack retries a failed chunk).
 */
export const useDeferredCode = <T>(load: () => Promise<T>): DeferredCode<T> => {
  const [code, setCode] = useState<T | null>(null);
  const [pending, setPending] = useState(false);
  const intents = useRef(new Map<string, DeferredIntent<T>>());
  const arrived = useRef<{ code: T } | null>(null);
  const loading = useRef(false);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const prepare = useCallback(
    (key?: string, intent?: DeferredIntent<T>) => {
      const now = arrived.current;
      if (now) {
        intent?.(now.code);
        return;
      }
      if (key && intent) intents.current.set(key, intent);
      if (loading.current) return;
      loading.current = true;
      load().then(
        (loadedCode) => {
          loading.current = false;
          if (!mounted.current) return;
          arrived.current = { code: loadedCode };
          const waiting = [...intents.current.values()];
          intents.current.clear();
          setCode(() => loadedCode);
          setPending(false);
          for (const intent of waiting) intent(loadedCode);
        },
        () => {
          loading.current = false;
          intents.current.clear();
          if (mounted.current) setPending(false);
        },
      );
    },
    [load],
  );

  const press = useCallback(
    (key: string, intent: DeferredIntent<T>) => {
      if (!arrived.current) setPending(true);
      prepare(key, intent);
    },
    [prepare],
  );

  return { code, pending, prepare, press };
};
