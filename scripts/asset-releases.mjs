// Which of an older build's assets a deploy may delete (docs/decisions.md, "Old tabs after a
// deploy"). A tab opened before a deploy still asks for its own build's chunks; they stay in the
// output, beside the new ones, until they have been out of use through two whole releases and
// for 7 days, whichever is later. build/asset-releases/<DIST_DIR>.json records the last
// release's assets and, for each older asset still kept, the release and time it went out of use.
import fs from 'node:fs';
import path from 'node:path';

/** Releases that must have been out with an asset unused before it goes (the one that dropped it and the next). */
export const KEEP_RELEASES = 2;
/** Days an asset stays after the release that stopped using it. */
export const KEEP_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A file named by its content (`<id>.<8 hex>.js`, `main.<8 hex>.css`, `static/x.<8 hex>.svg`, and
 * the licence notes beside scripts): a new build never reuses its name for other content, so an
 * old one can stay beside the new ones. Not its `.br`/`.gz` copies (they follow their file) nor
 * source maps (never deployed).
 */
export const isHashedAsset = (name) =>
  /\.[0-9a-f]{6,8}\.[a-z0-9]+(\.LICENSE\.txt)?$/i.test(name) &&
  !name.endsWith('.map') &&
  // The city mark is the prerender's, which keeps or replaces it itself (not webpack's).
  !/^city-mark\./.test(name);

/**
 * The next release's record, and the assets it removes. `history`: the last record (null for
 * none); `current`: the hashed assets this build emitted; `now`: epoch ms.
 */
export const nextRelease = (history, current, now) => {
  const release = (history?.release ?? 0) + 1;
  const at = new Date(now).toISOString();
  const using = new Set(current.filter(isHashedAsset));
  const retired = {};
  // Still out of use since then; one used again (a rollback) is current again.
  for (const [name, since] of Object.entries(history?.retired ?? {})) if (!using.has(name)) retired[name] = since;
  for (const name of history?.assets ?? [])
    if (isHashedAsset(name) && !using.has(name) && !(name in retired)) retired[name] = { release, at };
  const remove = [];
  for (const [name, since] of Object.entries(retired)) {
    const releases = release - since.release;
    const age = now - Date.parse(since.at);
    if (releases >= KEEP_RELEASES && age >= KEEP_DAYS * DAY_MS) {
      remove.push(name);
      delete retired[name];
    }
  }
  return { history: { release, at, assets: [...using].sort(), retired }, remove: remove.sort() };
};

/** A hashed asset or one of its copies. */
const isHashedCopy = (name) => /\.[0-9a-f]{6,8}\.[a-z0-9]+(\.LICENSE\.txt)?(\.(br|gz))?$/i.test(name);

/**
 * Upload order: what a file names must be there before it is. Hashed assets (and their copies)
 * first, then the other files (the service worker, the manifest), then the pages, then the
 * sitemaps and robots.txt that name the pages (docs/decisions.md, "Old tabs after a deploy").
 */
const uploadRank = (name) => {
  if (/\.html$/.test(name)) return 2;
  if (/^(sitemap[\w-]*\.xml|robots\.txt)(\.(br|gz))?$/.test(name)) return 3;
  if (isHashedCopy(name)) return 0;
  return 1;
};
export const inUploadOrder = (names) =>
  [...names].sort((a, b) => uploadRank(a) - uploadRank(b) || (a < b ? -1 : a > b ? 1 : 0));

/** Where the record of `distName`'s releases is kept. */
export const assetReleasesPath = (root, distName) =>
  path.join(root, 'build', 'asset-releases', `${path.basename(distName)}.json`);

const readHistory = (file) => {
  try {
    const history = JSON.parse(fs.readFileSync(file, 'utf8'));
    return typeof history?.release === 'number' && Array.isArray(history.assets) ? history : null;
  } catch {
    return null;
  }
};

/**
 * Records this build as a release of `distName` and removes from `dist` the older assets whose
 * time is up (postbuild then lists them as deletions). The build's own assets come from
 * chunk-manifest.json (`files`); without it nothing is removed and nothing recorded.
 */
export const retireOldAssets = (root, dist, distName, { now = Date.now(), lastFiles = [] } = {}) => {
  const manifest = path.join(dist, 'chunk-manifest.json');
  const files = fs.existsSync(manifest) ? JSON.parse(fs.readFileSync(manifest, 'utf8')).files : undefined;
  if (!Array.isArray(files)) return { release: null, kept: 0, removed: [] };
  const file = assetReleasesPath(root, distName);
  // No record yet (the first build with it, or it was lost): the last build's files
  // (`lastFiles`, the changed-files snapshot) count as the last release's assets.
  const last = readHistory(file) ?? { release: 0, at: new Date(now).toISOString(), assets: lastFiles, retired: {} };
  const { history, remove } = nextRelease(last, files, now);
  for (const name of remove) fs.rmSync(path.join(dist, name), { force: true });
  // A kept asset that is no longer in the folder is forgotten.
  const onDisk = Object.keys(history.retired).filter((name) => fs.existsSync(path.join(dist, name)));
  history.retired = Object.fromEntries(onDisk.map((name) => [name, history.retired[name]]));
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${JSON.stringify(history, null, 1)}\n`);
  return { release: history.release, kept: onDisk.length, removed: remove };
};
