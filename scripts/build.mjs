// `npm run build` and `npm run prerender`: a build is all or nothing (docs/decisions.md,
// "Prerendering"). Its steps write into `<DIST_DIR>.next`, which starts as hard links to the
// current output, so the prerender stays incremental (docs/decisions.md, "Incremental
// prerender"). The output check (scripts/check-output.mjs) runs on it before postbuild, and only
// a complete build that passes is renamed over DIST_DIR. A step that fails, or a page that names
// a missing file, ends the build with exit 1 and leaves the current output, its server bundle
// and the prerender's digests of it as they were.
//   node scripts/build.mjs              webpack, prerender, check, postbuild, swap
//   node scripts/build.mjs --prerender  the same on the bundle already built (no webpack)
//   ... --shard i/n   webpack (unless --prerender), then only shard i of n of the pages, into
//                     build/prerender-shards/<DIST_DIR>/i-of-n/; DIST_DIR is left as it is
//   ... --merge       webpack (unless --prerender), the pages of every shard, check, postbuild,
//                     swap; the shards' folders are removed (docs/decisions.md, "Prerender in shards")
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { buildInto } from './build-into.mjs';
import { freshFolderOf, pendingOf, prerenderInputsFile, startFreshFolder, swapIn } from './output-folder.mjs';
import { parseShard, shardFolderOf } from './prerender-shards.mjs';

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
const shardsDir = path.join(root, 'build', 'prerender-shards', path.basename(distName));
const shardAt = process.argv.indexOf('--shard');
const shard = shardAt < 0 ? null : parseShard(process.argv[shardAt + 1]);
const merging = process.argv.includes('--merge');

const run = (script, args, fresh) =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(root, script), ...args], {
      stdio: 'inherit',
      env: {
        ...process.env,
        DIST_STAGING_DIR: fresh,
        PRERENDER_BUNDLE_DIR: freshBundle,
        PRERENDER_SHARDS_DIR: shardsDir,
      },
    });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`build: ${path.basename(script)} ended with ${code ?? signal}`)),
    );
  });

const webpack = (fresh) => {
  fs.rmSync(freshBundle, { recursive: true, force: true });
  return run('node_modules/webpack-cli/bin/cli.js', ['--mode', 'production'], fresh);
};

// A shard renders into a folder of its own and leaves DIST_DIR as it is.
if (shard !== null) {
  const source = withWebpack ? freshFolderOf(dist) : dist;
  const folder = shardFolderOf(shardsDir, shard);
  try {
    if (withWebpack) {
      startFreshFolder(dist, source);
      await webpack(source);
    }
    startFreshFolder(source, folder);
    await run('scripts/prerender.mjs', ['--shard', `${shard.index}/${shard.count}`], folder);
  } catch (error) {
    fs.rmSync(folder, { recursive: true, force: true });
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  } finally {
    if (withWebpack) {
      fs.rmSync(source, { recursive: true, force: true });
      fs.rmSync(freshBundle, { recursive: true, force: true });
    }
  }
  process.exit();
}

fs.rmSync(pendingOf(inputs), { force: true });
try {
  await buildInto(dist, {
    make: async (fresh) => {
      if (withWebpack) await webpack(fresh);
      await run('scripts/prerender.mjs', merging ? ['--merge'] : [], fresh);
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
      if (merging) fs.rmSync(shardsDir, { recursive: true, force: true });
    },
  });
} catch (error) {
  fs.rmSync(pendingOf(inputs), { force: true });
  if (withWebpack) fs.rmSync(freshBundle, { recursive: true, force: true });
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
