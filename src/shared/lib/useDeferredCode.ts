import { useCallback, useEffect, useRef, useState } from 'react';
import { codeOnDemand } from './codeOnDemand';

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
 * A control drawn before its code has arrived (loaded by `codeOnDemand`), and what the
 * no-lost-input rule adds to it: nothing the visitor does is swallowed (docs/decisions.md, "No
 * input lost to code that is still loading"). Each intent is kept under a key (a second press
 * of the same kind replaces the first, so a double press sends once) and carried out, in order,
 * as the code arrives. A chunk that fails to come drops the intents and ends `pending`; the next
 * press asks for it again.
 */
export const useDeferredCode = <T>(load: () => Promise<T>): DeferredCode<T> => {
  const [onDemand] = useState(() => codeOnDemand(load));
  const code = onDemand.useCode();
  const [pending, setPending] = useState(false);
  const intents = useRef(new Map<string, DeferredIntent<T>>());
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const prepare = useCallback(
    (key?: string, intent?: DeferredIntent<T>) => {
      const now = onDemand.current();
      if (now) {
        intent?.(now);
        return;
      }
      if (key && intent) intents.current.set(key, intent);
      onDemand.load().then(
        () => {
          const loaded = onDemand.current();
          const waiting = [...intents.current.values()];
          intents.current.clear();
          if (!mounted.current || !loaded) return;
          setPending(false);
          for (const each of waiting) each(loaded);
        },
        () => {
          intents.current.clear();
          if (mounted.current) setPending(false);
        },
      );
    },
    [onDemand],
  );

  const press = useCallback(
    (key: string, intent: DeferredIntent<T>) => {
      if (!onDemand.current()) setPending(true);
      prepare(key, intent);
    },
    [onDemand, prepare],
  );

  return { code, pending, prepare, press };
};
