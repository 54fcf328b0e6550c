// `npm run build` and `npm run prerender`: a build is all or nothing (docs/decisions.md,
// "Prerendering"). Its steps write into `<DIST_DIR>.next`, which starts as hard links to the
// current output, so the prerender stays incremental (docs/decisions.md, "Incremental
// prerender"). The output check (scripts/check-output.mjs) runs on it before postbuild, and only
// a complete build that passes is renamed over DIST_DIR. A step that fails, or a page that names
// a missing file, ends the build with exit 1 and leaves the current output, its server bundle
// and the prerender's digests of it as they were.
//   node scripts/build.mjs              webpack, prerender, check, postbuild, swap
//   node scripts/build.mjs --prerender  the same on the bundle already built (no webpack)
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { buildInto } from './build-into.mjs';
import { freshFolderOf, pendingOf, prerenderInputsFile, swapIn } from './output-folder.mjs';

const root = path.resolve(import.meta.dirname, '..');
const withWebpack = !process.argv.includes('--prerender');
const distName = process.env.DIST_DIR || 'dist';
const dist = path.join(root, distName);
// One server bundle per output: each is rendered with its own build (a salted one names its classes apart).
const bundle = path.join(root, process.env.PRERENDER_BUNDLE_DIR || path.join('build/prerender', distName));
// A full build makes its server bundle beside the current one too: the current output keeps
// the bundle it was rendered with, for `npm run prerender`.
const freshBundle = withWebpack ? freshFolderOf(bundle) : bundle;
const inputs = prerenderInputsFile(root, distName);

const run = (script, args, fresh) =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(root, script), ...args], {
      stdio: 'inherit',
      env: { ...process.env, DIST_STAGING_DIR: fresh, PRERENDER_BUNDLE_DIR: freshBundle },
    });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`build: ${path.basename(script)} ended with ${code ?? signal}`)),
    );
  });

fs.rmSync(pendingOf(inputs), { force: true });
try {
  await buildInto(dist, {
    make: async (fresh) => {
      if (withWebpack) {
        fs.rmSync(freshBundle, { recursive: true, force: true });
        await run('node_modules/webpack-cli/bin/cli.js', ['--mode', 'production'], fresh);
      }
      await run('scripts/prerender.mjs', [], fresh);
    },
    finish: async (fresh) => {
      // Source maps and the changed-files list only for a build that is swapped in.
      await run('scripts/postbuild.mjs', [], fresh);
      // The digests of the current pages go before the pages do: a swap stopped half-way leaves
      // none, and the next prerender renders every page.
      fs.rmSync(inputs, { force: true });
    },
    commit: () => {
      if (fs.existsSync(pendingOf(inputs))) fs.renameSync(pendingOf(inputs), inputs);
      if (withWebpack) swapIn(freshBundle, bundle);
    },
  });
} catch (error) {
  fs.rmSync(pendingOf(inputs), { force: true });
  if (withWebpack) fs.rmSync(freshBundle, { recursive: true, force: true });
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
