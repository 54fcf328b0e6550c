import type { DataRouter } from 'react-router';
import { missingCodeFile, reloadForMissingCode, type MissingCodeEnv } from '@/shared/lib';

type Router = Pick<DataRouter, 'state' | 'subscribe'>;

/** Path and query of the page shown once the router's navigation under way (if any) has ended. */
const settledUrl = (router: Router) => (): Promise<string> =>
  new Promise((resolve) => {
    const done = () => resolve(`${window.location.pathname}${window.location.search}`);
    if (router.state.navigation.state === 'idle') return done();
    const stop = router.subscribe((state) => {
      if (state.navigation.state !== 'idle') return;
      stop();
      done();
    });
  });

/**
 * Any answer at all for the file says the server is there: a reload will bring a page. Offline,
 * the fetch fails. `no-cors`: a build served from another origin (PUBLIC_PATH) answers opaquely,
 * which is enough.
 */
const reachable = (file: string): Promise<boolean> =>
  fetch(file, { method: 'HEAD', cache: 'no-store', mode: 'no-cors' }).then(
    () => true,
    () => false,
  );

const missingCodeEnv = (router: Router): MissingCodeEnv => ({
  reachable,
  settledUrl: settledUrl(router),
  reload: () => window.location.reload(),
});

/**
 * A tab opened before a deploy that asks for a file of its build that is gone (a page's chunk,
 * a dialog's, a part, a stylesheet) reloads once and comes back as it was (docs/decisions.md,
 * "Old tabs after a deploy"). A script's or stylesheet's load error does not bubble, so it is
 * heard on its way down (capture); whoever asked for the file still gets its failure and shows
 * what it shows offline, the route's error waiting meanwhile (`reloadPending`).
 */
export const reloadWhenCodeIsMissing = (router: Router): void => {
  const env = missingCodeEnv(router);
  window.addEventListener(
    'error',
    (event) => {
      const file = missingCodeFile(event.target);
      if (file !== null) void reloadForMissingCode(file, env);
    },
    true,
  );
};
