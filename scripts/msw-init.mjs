// Writes public/mockServiceWorker.js from the installed msw version (`msw init public --no-save`).
// npm 11 does not run dependencies' install scripts here, so msw's own postinstall never does it;
// "prestart" and "prebuild" call this script instead. The worker file is gitignored. Builds may
// run side by side (scripts/test.mjs): each writes into a folder of its own and renames the
// finished file over the old one, so a build never copies a half-written or unpatched worker.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const mswCli = path.join(path.dirname(require.resolve('msw/package.json')), 'cli', 'index.js');
const root = path.resolve(import.meta.dirname, '..');
// Beside public/ (a rename within one file system), not in it: the build copies public/.
fs.mkdirSync(path.join(root, 'build'), { recursive: true });
const scratch = fs.mkdtempSync(path.join(root, 'build', 'msw-'));
const fail = (message, code = 1) => {
  fs.rmSync(scratch, { recursive: true, force: true });
  console.error(message);
  process.exit(code);
};

const result = spawnSync(process.execPath, [mswCli, 'init', scratch, '--no-save'], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
});
if (result.status !== 0) fail('msw init failed', result.status ?? 1);

// Images are never API calls, so the mock's worker leaves them to the browser: otherwise the
// worker fetches a third-party image itself, under the worker's CSP connect-src instead of the
// page's img-src, and a mock build served with the production CSP shows no map tiles
// (docs/decisions.md, "On-duty pharmacies and the map").
const written = path.join(scratch, 'mockServiceWorker.js');
const worker = fs.readFileSync(written, 'utf8');
const navigation = "  if (event.request.mode === 'navigate') {\n    return\n  }\n";
if (!worker.includes(navigation))
  fail('msw init: the worker no longer has its navigation bypass; update scripts/msw-init.mjs');
fs.writeFileSync(
  written,
  worker.replace(
    navigation,
    `${navigation}\n  // Bypass images: never API calls (scripts/msw-init.mjs).\n  if (event.request.destination === 'image') {\n    return\n  }\n`,
  ),
);
fs.renameSync(written, path.join(root, 'public', 'mockServiceWorker.js'));
fs.rmSync(scratch, { recursive: true, force: true });
process.stdout.write('msw: public/mockServiceWorker.js is up to date\n');
