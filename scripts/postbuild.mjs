// Last build step, after webpack and the prerender (docs/decisions.md, "Hosting"):
//  1. Source maps leave the served folder. webpack writes hidden maps (no `sourceMappingURL`
//     comment) next to the files; they move to build/sourcemaps/<DIST_DIR>/, kept for error
//     reporting (upload them to the error tracker from there) and never deployed.
//  2. The hashed assets and the other unhashed text files get `.br` and `.gz` copies at the
//     highest levels, which nginx serves as they are (`brotli_static`, `gzip_static`). The
//     ~3,450 prerendered pages (about 250 MB) are left to nginx's on-the-fly compression:
//     brotli at its highest level would add minutes to every build.
//  3. An older build's assets stay beside the new ones, for tabs opened before the deploy, until
//     they have been out of use through two releases and for 7 days (scripts/asset-releases.mjs;
//     docs/decisions.md, "Old tabs after a deploy"); then they are removed here.
//  4. build/changed-files/<DIST_DIR>.txt lists the files that changed since the last build of
//     that folder (what a deploy uploads), new assets before the pages that name them, and the
//     ones removed.
// A step of scripts/build.mjs: it works on the build's fresh folder DIST_STAGING_DIR (else
// DIST_DIR, default dist); the records under build/ are named by DIST_DIR.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import { inUploadOrder, retireOldAssets } from './asset-releases.mjs';
import { replaceFile } from './output-folder.mjs';

const root = path.resolve(import.meta.dirname, '..');

/** Where the source maps of the build in `distName` (e.g. `dist`, `dist-prod`) are kept. */
export const sourceMapDir = (distName) => path.join(root, 'build', 'sourcemaps', path.basename(distName));

const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|xml|webmanifest)$/;
/** Below this, a compressed copy saves less than its own headers cost (nginx: *_min_length). */
const MIN_BYTES = 1024;

const filesIn = (dir) =>
  fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));

const moveSourceMaps = (dist, target) => {
  const maps = filesIn(dist).filter((name) => name.endsWith('.map'));
  // `npm run prerender` runs this again on a build whose maps already moved: keep those.
  if (maps.length === 0) return 0;
  fs.rmSync(target, { recursive: true, force: true });
  let moved = 0;
  for (const file of maps) {
    const destination = path.join(target, path.relative(dist, file));
    fs.mkdirSync(path.dirname(destination), { recursive: true });
    fs.renameSync(file, destination);
    moved += 1;
  }
  return moved;
};

/** Above this, brotli's highest level costs seconds per file (a 10,000-product sitemap): one level less. */
const LARGE_BYTES = 1024 * 1024;

const isPageFolder = (dist, file) => /^[a-z]{2}$/.test(path.relative(dist, file).split(path.sep)[0] ?? '');

/**
 * Only the top of dist/ and its asset folders: the language folders hold the prerendered HTML.
 * A copy newer than its file is kept (webpack and the prerender leave unchanged files as they
 * were), and a copy whose file is gone is removed, so a rebuild rewrites only what changed.
 */
const precompress = (dist) => {
  let written = 0;
  const files = filesIn(dist).filter((file) => !isPageFolder(dist, file));
  const present = new Set(files);
  for (const file of files) {
    const copyOf = /\.(br|gz)$/.test(file) ? file.slice(0, -3) : null;
    if (copyOf !== null) {
      if (!present.has(copyOf)) fs.rmSync(file);
      continue;
    }
    if (!COMPRESSIBLE.test(file)) continue;
    const stat = fs.statSync(file);
    if (stat.size < MIN_BYTES) {
      // A file that shrank below the limit must not keep copies of its old content.
      for (const copy of [`${file}.br`, `${file}.gz`]) if (present.has(copy)) fs.rmSync(copy);
      continue;
    }
    const fresh = (copy) => present.has(copy) && fs.statSync(copy).mtimeMs >= stat.mtimeMs;
    if (fresh(`${file}.br`) && fresh(`${file}.gz`)) continue;
    const data = fs.readFileSync(file);
    // Replaced, not written through: the copies may be hard links to the current output's.
    replaceFile(
      `${file}.br`,
      zlib.brotliCompressSync(data, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]:
            data.length > LARGE_BYTES ? zlib.constants.BROTLI_MAX_QUALITY - 2 : zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
        },
      }),
    );
    replaceFile(`${file}.gz`, zlib.gzipSync(data, { level: zlib.constants.Z_BEST_COMPRESSION }));
    written += 1;
  }
  return written;
};

/** Where the file list of the last build of `distName` is kept, and where its changes are written. */
export const changedFilesPath = (distName) =>
  path.join(root, 'build', 'changed-files', `${path.basename(distName)}.txt`);
const snapshotPath = (distName) =>
  path.join(root, 'build', 'changed-files', `${path.basename(distName)}.snapshot.json`);

const readSnapshot = (distName) =>
  fs.existsSync(snapshotPath(distName)) ? JSON.parse(fs.readFileSync(snapshotPath(distName), 'utf8')) : {};

/**
 * What a deploy must upload: every file of dist/ that is new or whose size or modification time
 * differs from the last build's, one path a line, in upload order (`uploadRank`); and what it
 * must delete, as `- path` lines at the end. Every build step writes a file only when its
 * content changed, so this is the set of changed files (docs/decisions.md, "Incremental
 * prerender"). An older build's asset is deleted only once postbuild has removed it.
 */
const listChanges = (dist, distName, before) => {
  const now = {};
  const changed = [];
  for (const file of filesIn(dist)) {
    const name = path.relative(dist, file).split(path.sep).join('/');
    const stat = fs.statSync(file);
    now[name] = [stat.size, stat.mtimeMs];
    const old = before[name];
    if (!old || old[0] !== stat.size || old[1] !== stat.mtimeMs) changed.push(name);
  }
  const deleted = Object.keys(before).filter((name) => !(name in now));
  fs.mkdirSync(path.dirname(snapshotPath(distName)), { recursive: true });
  fs.writeFileSync(snapshotPath(distName), JSON.stringify(now));
  fs.writeFileSync(
    changedFilesPath(distName),
    [...inUploadOrder(changed), ...deleted.sort().map((name) => `- ${name}`)].map((line) => `${line}\n`).join(''),
  );
  return { changed: changed.length, deleted: deleted.length };
};

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const distName = process.env.DIST_DIR || 'dist';
  const dist = path.resolve(root, process.env.DIST_STAGING_DIR || distName);
  const started = Date.now();
  const target = sourceMapDir(distName);
  const maps = moveSourceMaps(dist, target);
  const before = readSnapshot(distName);
  const assets = retireOldAssets(root, dist, distName, { lastFiles: Object.keys(before) });
  const compressed = precompress(dist);
  const changes = listChanges(dist, distName, before);
  process.stdout.write(
    `postbuild: ${maps} source maps moved to ${path.relative(root, target)}/, ${compressed} files precompressed (.br, .gz) in ${((Date.now() - started) / 1000).toFixed(1)} s\n` +
      (assets.release === null
        ? ''
        : `postbuild: release ${assets.release}; ${assets.kept} assets of older releases kept for open tabs, ${assets.removed.length} removed\n`) +
      `postbuild: ${changes.changed} files changed, ${changes.deleted} deleted since the last build: ${path.relative(root, changedFilesPath(distName))}\n`,
  );
}
