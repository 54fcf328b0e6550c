// `npm test` (README, "Quick start"): on a bare Debian machine, first the system packages the
// browser tests need (Debian's chromium and its headless shell, nginx with the brotli modules, a
// Java runtime for the HTML checker), installed with apt-get when missing, or the one command to
// run when this user may not; then the stages, each once those it waits for have passed, all
// stopped at the first failure, with each stage's time.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';

/**
 * Each stage with the stages it waits for; a stage starts as soon as they have passed, so the
 * stages run as two lanes on two cores (docs/decisions.md, "The test chain's lanes"). The mock
 * build starts at once beside the lint, which leaves a core idle half its time; the unit tests
 * follow the lint, and the main browser suite starts when both are done: it keeps both cores busy
 * to the end, and beside it jest took four times as long. The other lane is the checks that use
 * about one core (their suites wait on servers and timers, webpack runs on one): the production
 * build (dist-prod/) and its suites, then what reads dist/. Deploy needs both builds.
 */
const STAGES = {
  'lint:eslint': [],
  'type-check': [],
  'lint:rest': ['type-check'],
  build: [],
  'test:unit': ['lint:eslint', 'lint:rest'],
  'test:e2e': ['build', 'test:unit'],
  'test:e2e:nginx': ['test:e2e'],
  'build:e2e-prod': ['test:unit'],
  'test:e2e:prod': ['build:e2e-prod'],
  'test:e2e:gtm': ['test:e2e:prod'],
  'test:shards': ['test:e2e:gtm', 'build'],
  'test:html': ['test:shards'],
  'test:e2e:deploy': ['test:html'],
};

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
const started = performance.now();
const report = () => {
  const total = { stage: 'total', seconds: (performance.now() - started) / 1000 };
  for (const { stage, seconds } of [...times, total])
    process.stdout.write(`  ${stage.padEnd(30)} ${seconds.toFixed(0).padStart(5)} s\n`);
};

const running = new Map();
const passed = new Set();
let stopped = false;

/** `npm run <stage>`, its output held until it ends so that stages side by side do not interleave. */
const runHeld = (stage) =>
  new Promise((resolve) => {
    const stageStarted = performance.now();
    const child = spawn('npm', ['run', stage], { stdio: ['ignore', 'pipe', 'pipe'] });
    running.set(stage, child);
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      running.delete(stage);
      process.stdout.write(Buffer.concat(output));
      const at = ((stageStarted - started) / 1000).toFixed(0);
      times.push({ stage: `${stage} (at ${at} s)`, seconds: (performance.now() - stageStarted) / 1000 });
      resolve(code === 0);
    });
  });

/** A process and all it started, down the tree: Playwright starts its web servers in a group of their own. */
const processTree = (root) => {
  const children = new Map();
  const ps = spawnSync('ps', ['-e', '-o', 'pid=,ppid='], { encoding: 'utf8' }).stdout ?? '';
  for (const line of ps.trim().split('\n')) {
    const [pid, ppid] = line.trim().split(/\s+/).map(Number);
    children.set(ppid, [...(children.get(ppid) ?? []), pid]);
  }
  const tree = [];
  for (let queue = [root]; queue.length > 0;) {
    const pid = queue.shift();
    tree.push(pid);
    queue.push(...(children.get(pid) ?? []));
  }
  return tree;
};

const stopAll = () => {
  stopped = true;
  const pids = [...running.values()].flatMap((child) => processTree(child.pid));
  for (const pid of pids) {
    try {
      process.kill(pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
};
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    stopAll();
    process.exit(1);
  });

/** Starts every stage whose stages have passed; resolves to the first that fails, or null. */
const runAll = () =>
  new Promise((resolve) => {
    const startReady = () => {
      if (stopped) return;
      const ready = Object.entries(STAGES).filter(
        ([stage, after]) => !passed.has(stage) && !running.has(stage) && after.every((each) => passed.has(each)),
      );
      if (ready.length === 0 && running.size === 0) {
        const never = Object.keys(STAGES).filter((stage) => !passed.has(stage));
        resolve(never.length > 0 ? `${never.join(', ')} (waiting for a stage that is not there)` : null);
      }
      for (const [stage] of ready)
        void runHeld(stage).then((ok) => {
          if (!ok) {
            stopAll();
            resolve(stage);
            return;
          }
          passed.add(stage);
          startReady();
        });
    };
    startReady();
  });

const failed = await runAll();
if (failed) {
  process.stdout.write(`\nnpm test: ${failed} failed; the stages beside it were stopped. Times:\n`);
  report();
  process.exit(1);
}
process.stdout.write('\nnpm test: every stage passed. Times:\n');
report();
