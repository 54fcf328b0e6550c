// `npm run serve:nginx`: serves a build through nginx with the production configuration,
// deploy/nginx.conf, in the foreground until Ctrl-C (README, "Hosting").
//   DIST (else DIST_DIR, else dist): the build to serve;  PORT (default 8080).
//   API_URL and GTM_ID: read like the build reads them (shell, then .env), for the CSP's
//   connect-src and the tag manager's origin; give the same values the build was made with.
//   API_UPSTREAM: an API served on the site's origin (a build with API_URL empty): `/site/v1/` is
//   passed to it (`http://127.0.0.1:4177`, the mock API of `npm run preview`); else it answers 404.
//   NGINX: the nginx binary (default: nginx on PATH, else /usr/sbin/nginx).
// The configuration is rendered into a fresh temporary folder, which also holds the pid and
// temp files, and is removed when nginx stops.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse as parseDotenv } from 'dotenv';

const root = path.resolve(import.meta.dirname, '..');
const fail = (message) => {
  process.stderr.write(`serve:nginx: ${message}\n`);
  process.exit(1);
};

const dotenvFile = path.join(root, '.env');
const dotenv = fs.existsSync(dotenvFile) ? parseDotenv(fs.readFileSync(dotenvFile)) : {};
const setting = (name) => process.env[name] ?? dotenv[name] ?? '';

const distName = process.env.DIST || process.env.DIST_DIR || 'dist';
const dist = path.resolve(root, distName);
const port = Number(process.env.PORT || 8080);
if (!Number.isInteger(port) || port <= 0 || port > 65535) fail(`PORT must be a port number, not "${process.env.PORT}"`);
if (!fs.existsSync(path.join(dist, 'index.html'))) fail(`${distName}/index.html is missing: run npm run build first`);

const findNginx = () => {
  if (process.env.NGINX) return process.env.NGINX;
  const onPath = spawnSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' }).stdout.trim();
  return onPath || (fs.existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : null);
};
const nginx = findNginx();
if (!nginx)
  fail(
    'nginx is not installed (Debian: apt-get install -y nginx-light libnginx-mod-http-brotli-static libnginx-mod-http-brotli-filter)',
  );

/** The origin a CSP source list needs for API_URL; empty when the API is on the site's origin. */
const apiOrigin = () => {
  const apiUrl = setting('API_URL');
  if (!apiUrl) return '';
  try {
    return new URL(apiUrl).origin;
  } catch {
    return fail(`API_URL is not an absolute URL: "${apiUrl}"`);
  }
};

const apiOriginValue = apiOrigin();

/** The `/site/v1/` location's answer: passed to API_UPSTREAM, or deploy/nginx.conf's 404. */
const apiUpstream = () => {
  const upstream = setting('API_UPSTREAM');
  if (!upstream) return null;
  try {
    return new URL(upstream).origin;
  } catch {
    return fail(`API_UPSTREAM is not an absolute URL: "${upstream}"`);
  }
};
const apiUpstreamValue = apiUpstream();
const runtimeDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aptk-nginx-'));
fs.chmodSync(runtimeDir, 0o755);
// Started as root, nginx's workers would drop to `nobody`, who cannot read a build in a private
// folder (a clone in /root or in a `mktemp -d` folder): they run as the user who started this
// script instead. Without root, nginx cannot change user and ignores the directive's absence.
const workerUser = process.getuid?.() === 0 ? `user ${os.userInfo().username};\n` : '';
const values = {
  NGINX_PORT: String(port),
  NGINX_ROOT: dist,
  NGINX_RUNTIME_DIR: runtimeDir,
  // Requests are shown on a terminal or a pipe; nginx cannot open a socket (a test runner's) by path.
  // /dev/null, not `off`: the access_log line names a format, which `off` does not take.
  NGINX_ACCESS_LOG: fs.fstatSync(1).isSocket() ? '/dev/null' : '/dev/stdout',
  API_ORIGIN: apiOriginValue,
  TAG_MANAGER_ORIGIN: setting('GTM_ID') ? 'https://www.googletagmanager.com' : '',
  // GA4's page views are sent to these (docs/decisions.md, "Analytics and consent").
  ANALYTICS_ORIGINS: setting('GTM_ID')
    ? 'https://*.google-analytics.com https://*.analytics.google.com https://*.googletagmanager.com'
    : '',
};
// envsubst's rule with a fixed list: only these names; nginx's own $variables stay.
const template = fs.readFileSync(path.join(root, 'deploy', 'nginx.conf'), 'utf8');
const config = (workerUser + template)
  .replace(/\$\{([A-Z_]+)\}/g, (whole, name) => values[name] ?? whole)
  // An empty origin leaves `'self' ;` in the CSP: harmless, but tidied for whoever reads it.
  .replace(/^(\s*add_header Content-Security-Policy .*)$/m, (line) =>
    line.replace(/"[^"]*"/, (value) => value.replace(/ +(?=[ ;"])/g, '')),
  )
  // deploy/nginx.conf's API location ends in `return 404;`: a deploy with the API on this origin
  // puts its proxy_pass there.
  .replace(/(location \^~ \/site\/v1\/ \{[^}]*?)return 404;/, (whole, before) =>
    apiUpstreamValue ? `${before}proxy_pass ${apiUpstreamValue};` : whole,
  );
const configFile = path.join(runtimeDir, 'nginx.conf');
fs.writeFileSync(configFile, config);

const cleanUp = () => fs.rmSync(runtimeDir, { recursive: true, force: true });
process.stdout.write(
  `Serving ${path.relative(process.cwd(), dist) || dist} through nginx (deploy/nginx.conf) at http://localhost:${port}\n`,
);
const child = spawn(nginx, ['-p', runtimeDir, '-c', configFile, '-e', 'stderr'], { stdio: 'inherit' });
child.on('error', (error) => {
  cleanUp();
  fail(`could not start ${nginx}: ${error.message}`);
});
child.on('exit', (code, signal) => {
  cleanUp();
  process.exit(code ?? (signal === 'SIGQUIT' || signal === 'SIGTERM' || signal === 'SIGINT' ? 0 : 1));
});

// Ctrl-C reaches nginx too (same process group); a plain kill of this script is passed on.
// nginx's QUIT lets the requests in flight finish.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => child.kill('SIGQUIT'));
}
