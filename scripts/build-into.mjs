// A build into a fresh folder beside the output, checked, then swapped in (docs/decisions.md,
// "Prerendering"); scripts/build.mjs runs webpack, the prerender and postbuild through it.
import fs from 'node:fs';
import path from 'node:path';
import { checkOutput, reportOutputCheck } from './check-output.mjs';
import { freshFolderOf, startFreshFolder, swapIn } from './output-folder.mjs';

/**
 * Makes a build of `dist` in a fresh folder: `make(fresh)` writes it, the output check reads it,
 * `finish(fresh)` does what only a good build needs (postbuild), then it is swapped in and
 * `commit()` renames in what goes with it. On any failure the fresh folder is removed and the
 * error says that `dist` was left as it was.
 */
export const buildInto = async (dist, { make, finish = async () => {}, commit = () => {} }) => {
  const fresh = freshFolderOf(dist);
  startFreshFolder(dist, fresh);
  try {
    await make(fresh);
    const result = checkOutput(fresh);
    const report = reportOutputCheck(path.basename(fresh), result);
    if (result.missing.length > 0 || result.problems.length > 0) throw new Error(report.trimEnd());
    process.stdout.write(report);
    await finish(fresh);
  } catch (error) {
    fs.rmSync(fresh, { recursive: true, force: true });
    throw new Error(
      `${error instanceof Error ? error.message : String(error)}\nbuild: FAILED; ${dist} is left as it was`,
      {
        cause: error,
      },
    );
  }
  swapIn(fresh, dist);
  commit();
};
