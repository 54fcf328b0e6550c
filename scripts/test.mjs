// `npm test` (README, "Quick start"): on a bare Debian machine, first the system packages the
// browser tests need (Debian's chromium and its headless shell, nginx with the brotli modules, a
// Java runtime for the HTML checker), installed with apt-get when missing, or the one command to
// run when this user may not; then each stage in order, stopping at the first failure, with each
// stage's time.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';

/**
 * In order; the lanes of an inner list run side by side, a lane being one stage or a list of
 * stages run in order. `lint` is its two halves: ESLint alone takes as long as the type check,
 * Prettier, knip and the OpenAPI lint together. Two builds: the mock build (dist/: e2e, nginx,
 * html, shards, the deploy's first release) and the production build (dist-prod/: prod, tag
 * manager, the deploy's next release). Once the mock build is there, the main browser suite
 * runs beside everything else: it keeps both cores busy, while the other lane uses about one
 * (its suites wait on servers and timers, its webpack runs on one core), so the lane costs the
 * main suite about half its own time (docs/decisions.md, "The test chain's lanes").
 */
const STAGES = [
  ['lint:eslint', ['type-check', 'lint:rest']],
  'test:unit',
  'build',
  [
    ['test:e2e', 'test:e2e:nginx'],
    ['test:shards', 'test:html', 'build:e2e-prod', 'test:e2e:prod', 'test:e2e:gtm', 'test:e2e:deploy'],
  ],
];

const onPath = (command) => spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
const NGINX_MODULES = '/usr/lib/nginx/modules';

/** Each Debian package the tests need and whether this machine has what it gives. */
const SYSTEM_PACKAGES = [
  { packages: ['chromium'], present: () => fs.existsSync('/usr/bin/chromium') },
  { packages: ['chromium-headless-shell'], present: () => fs.existsSync('/usr/bin/chromium-headless-shell') },
  {
    packages: ['nginx-light', 'libnginx-mod-http-brotli-static', 'libnginx-mod-http-brotli-filter'],
    present: () =>
      (onPath('nginx') || fs.existsSync('/usr/sbin/nginx')) &&
      fs.existsSync(`${NGINX_MODULES}/ngx_http_brotli_static_module.so`) &&
      fs.existsSync(`${NGINX_MODULES}/ngx_http_brotli_filter_module.so`),
  },
  { packages: ['default-jre-headless'], present: () => onPath('java') },
];

const run = (command, args, env = process.env) => spawnSync(command, args, { stdio: 'inherit', env }).status === 0;

const missing = SYSTEM_PACKAGES.filter((entry) => !entry.present()).flatMap((entry) => entry.packages);
if (missing.length > 0) {
  const install = `apt-get install -y ${missing.join(' ')}`;
  if (process.getuid?.() !== 0) {
    process.stderr.write(
      `npm test needs Debian packages this machine lacks. Run:\n  sudo apt-get update && sudo ${install}\n`,
    );
    process.exit(1);
  }
  process.stdout.write(`Installing ${missing.join(', ')} for the browser tests...\n`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if (!run('apt-get', ['update'], env) || !run('apt-get', ['install', '-y', ...missing], env)) process.exit(1);
}

const times = [];
const report = () => {
  for (const { stage, seconds } of times)
    process.stdout.write(`  ${stage.padEnd(22)} ${seconds.toFixed(0).padStart(5)} s\n`);
};

/** `npm run <stage>`, its output held until it ends so that stages side by side do not interleave. */
const runHeld = (stage) =>
  new Promise((resolve) => {
    const started = performance.now();
    const child = spawn('npm', ['run', stage], { stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      process.stdout.write(Buffer.concat(output));
      times.push({ stage, seconds: (performance.now() - started) / 1000 });
      resolve(code === 0 ? null : stage);
    });
  });

/** A lane's stages in order, stopping at the first that fails; resolves to it, or null. */
const runLane = async (lane) => {
  for (const stage of [lane].flat()) {
    const failed = await runHeld(stage);
    if (failed) return failed;
  }
  return null;
};

const runStep = async (step) => {
  if (Array.isArray(step)) {
    const started = performance.now();
    const failed = (await Promise.all(step.map(runLane))).filter(Boolean);
    const name = step.map((lane) => [lane].flat().join(' → ')).join(' ∥ ');
    times.push({ stage: `(${name})`, seconds: (performance.now() - started) / 1000 });
    return failed[0] ?? null;
  }
  const started = performance.now();
  const passed = run('npm', ['run', step]);
  times.push({ stage: step, seconds: (performance.now() - started) / 1000 });
  return passed ? null : step;
};

for (const step of STAGES) {
  const failed = await runStep(step);
  if (failed) {
    process.stdout.write(`\nnpm test: ${failed} failed. Times so far:\n`);
    report();
    process.exit(1);
  }
}
process.stdout.write('\nnpm test: every stage passed. Times:\n');
report();
