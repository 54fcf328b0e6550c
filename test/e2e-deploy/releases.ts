import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');

/**
 * Two releases of the same code: dist/ (the mock build of test:e2e) and dist-prod/ (the
 * production build of build:e2e-prod, with a tag manager and another hash salt, so every hashed
 * file has another name), which asks the mock API over HTTP for what dist/ answers in the page.
 */
const RELEASES = { first: path.join(root, 'dist'), next: path.join(root, 'dist-prod') } as const;
type Release = keyof typeof RELEASES;

/** The folder the server serves: a link to one release. */
export const LIVE = path.join(root, 'build/e2e-deploy/live');

/** Puts `release` live in one step, as a host swaps a release in: the link is replaced, never missing. */
export const deploy = (release: Release): void => {
  fs.mkdirSync(path.dirname(LIVE), { recursive: true });
  const next = `${LIVE}.next`;
  fs.rmSync(next, { force: true });
  fs.symlinkSync(RELEASES[release], next);
  fs.renameSync(next, LIVE);
};

/** Which release is live. */
export const liveRelease = (): Release => (fs.readlinkSync(LIVE) === RELEASES.next ? 'next' : 'first');
