// Writes public/mockServiceWorker.js from the installed msw version (`msw init public --no-save`).
// npm 11 does not run dependencies' install scripts here, so msw's own postinstall never does it;
// "prestart" and "prebuild" call this script instead. The worker file is gitignored.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const mswCli = path.join(path.dirname(require.resolve('msw/package.json')), 'cli', 'index.js');
const root = path.resolve(import.meta.dirname, '..');

const result = spawnSync(process.execPath, [mswCli, 'init', 'public', '--no-save'], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
});
if (result.status !== 0) {
  console.error('msw init failed');
  process.exit(result.status ?? 1);
}
process.stdout.write('msw: public/mockServiceWorker.js is up to date\n');
