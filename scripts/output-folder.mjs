// The fresh folder a build writes into, beside the output it replaces (docs/decisions.md,
// "Prerendering"): it starts as hard links to the current output, so the incremental steps see
// the last build's files; every step replaces a file it changes (unlinks it, then writes) and
// never writes through a link, so the current output stays as it was until the fresh folder is
// renamed over it.
import fs from 'node:fs';
import path from 'node:path';

/** `<dist>.next`: where a build of `dist` is made. */
export const freshFolderOf = (dist) => `${dist}.next`;

/** `<dist>.old`: where the replaced output waits while the fresh one is renamed in. */
const oldFolderOf = (dist) => `${dist}.old`;

/**
 * Makes `fresh` a copy of `dist` in hard links (an empty folder when there is no `dist` yet),
 * after removing what a stopped build left there.
 */
export const startFreshFolder = (dist, fresh = freshFolderOf(dist)) => {
  fs.rmSync(fresh, { recursive: true, force: true });
  fs.mkdirSync(fresh, { recursive: true });
  if (!fs.existsSync(dist)) return;
  for (const entry of fs.readdirSync(dist, { withFileTypes: true, recursive: true })) {
    const from = path.join(entry.parentPath, entry.name);
    const to = path.join(fresh, path.relative(dist, from));
    if (entry.isDirectory()) fs.mkdirSync(to, { recursive: true });
    else {
      fs.mkdirSync(path.dirname(to), { recursive: true });
      fs.linkSync(from, to);
    }
  }
};

/** Writes `content` to `file` as a new file: a hard link to the current output is left alone. */
export const replaceFile = (file, content) => {
  fs.rmSync(file, { force: true });
  fs.writeFileSync(file, content);
};

/**
 * Renames `fresh` to `dist`. The old output is renamed aside first and removed once the new one
 * is in place; if the second rename fails, the old output is put back.
 */
export const swapIn = (fresh, dist) => {
  const old = oldFolderOf(dist);
  fs.rmSync(old, { recursive: true, force: true });
  const hadOutput = fs.existsSync(dist);
  if (hadOutput) fs.renameSync(dist, old);
  try {
    fs.renameSync(fresh, dist);
  } catch (error) {
    if (hadOutput) fs.renameSync(old, dist);
    throw error;
  }
  fs.rmSync(old, { recursive: true, force: true });
};

/**
 * The prerender's digests of the pages in `<distName>` (docs/decisions.md, "Incremental
 * prerender"), kept outside what is deployed.
 */
export const prerenderInputsFile = (root, distName) =>
  path.join(root, 'build', 'prerender-inputs', `${path.basename(distName)}.json`);

/** Where a build writes a file that is renamed in once its folder is: `<file>.next`. */
export const pendingOf = (file) => `${file}.next`;
