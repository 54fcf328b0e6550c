import { useSyncExternalStore } from 'react';

interface CodeOnDemand<Code> {
  /** Loads the code once; a failed load (offline) is tried again by the next call. */
  load: () => Promise<void>;
  /** The code if it has come, for event handlers (components read it with `useCode`). */
  current: () => Code | null;
  /** The code, or null while it has not come (and while the page hydrates, in the browser). */
  useCode: () => Code | null;
}

/**
 * The one way code that is not a component loads after the first load (components use
 * `React.lazy`; docs/architecture.md, "(e) Code that loads later"), read by components once it has
 * come: the drawers of the packshots and the art (docs/performance.md, "Packshots and art"), the
 * code of a control drawn before it (`useDeferredCode`). Hydration reads the
 * "server" value: on the prerender (no document) the code it has loaded before rendering, in
 * the browser null, so a hydrated picture keeps the markup of its HTML (React does not compare
 * `dangerouslySetInnerHTML` when it hydrates) until its drawer comes and draws the same again.
 */
export const codeOnDemand = <Code>(importCode: () => Promise<Code>): CodeOnDemand<Code> => {
  let code: Code | null = null;
  let loading: Promise<void> | undefined;
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  return {
    load: () =>
      (loading ??= importCode().then(
        (loaded) => {
          code = loaded;
          for (const listener of listeners) listener();
        },
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      )),
    current: () => code,
    useCode: () =>
      useSyncExternalStore(
        subscribe,
        () => code,
        () => (typeof document === 'undefined' ? code : null),
      ),
  };
};
