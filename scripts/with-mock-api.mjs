// `node scripts/with-mock-api.mjs <command...>`: runs a command while the mock API answers over
// HTTP (scripts/preview.ts on a free port), with PRERENDER_API_URL pointing at it. So a
// production build (API_MOCK=false) prerenders every page from an API, as it would from the
// real one (docs/decisions.md, "Prerendering"), and the browser tests of that build see pages
// that hydrate (`npm run build:e2e-prod`). The server stops when the command ends; its exit
// code is the command's.
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const [command, ...args] = process.argv.slice(2);
if (!command) {
  process.stderr.write('usage: node scripts/with-mock-api.mjs <command> [args...]\n');
  process.exit(2);
}

// The build's own variables (DIST_DIR, API_SECRET) reach the server too: it checks the build's key.
// Prices as generated: a QA factor belongs to the server the tests start, not to the build.
const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'scripts/preview.ts')], {
  cwd: root,
  env: { ...process.env, PORT: '0', MOCK_LOG: '', MOCK_PRICE_FACTOR: '' },
  stdio: ['ignore', 'pipe', 'inherit'],
});
const origin = await new Promise((resolve, reject) => {
  let output = '';
  server.stdout.on('data', (chunk) => {
    output += chunk;
    const match = /http:\/\/localhost:(\d+)/.exec(output);
    if (match) resolve(`http://127.0.0.1:${match[1]}`);
  });
  server.on('exit', (code) => reject(new Error(`the mock API stopped (code ${code}):\n${output}`)));
});
process.stdout.write(`Mock API for the prerender: ${origin}\n`);

const child = spawn(command, args, {
  cwd: root,
  env: { ...process.env, PRERENDER_API_URL: origin },
  stdio: 'inherit',
});
child.on('exit', (code, signal) => {
  server.removeAllListeners('exit');
  server.kill('SIGTERM');
  process.exit(code ?? (signal ? 1 : 0));
});
