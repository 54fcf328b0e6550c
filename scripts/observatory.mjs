// `npm run observatory`: grades the hosting headers with the MDN HTTP Observatory the way a
// visitor meets them, over https (README, "Hosting"; docs/decisions.md, "Hosting").
//   1. makes a self-signed certificate for localhost (openssl) in a temporary folder;
//   2. starts a small TLS-ending proxy on OBSERVATORY_PORT (default 4443) in front of the site
//      served by `npm run serve:nginx` at NGINX_ORIGIN (default http://127.0.0.1:8080), sending
//      `X-Forwarded-Proto: https` like a load balancer would;
//   3. runs the Observatory's scanner against localhost:<port>, trusting only that certificate,
//      prints the grade, the score and every test, and exits 1 unless the grade is A+.
// The Observatory is not a dependency of the project (some 230 packages, for a check run by
// hand): install it once into a folder of its own and name its package folder in OBSERVATORY:
//   npm install --prefix /tmp/observatory --ignore-scripts @mdn/mdn-http-observatory
//   OBSERVATORY=/tmp/observatory/node_modules/@mdn/mdn-http-observatory npm run observatory
// --ignore-scripts skips its postinstall, which downloads the HSTS preload list; an empty list
// (conf/hsts-preload.json = {}) is written here instead: localhost is on no preload list anyway.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';

const fail = (message) => {
  process.stderr.write(`observatory: ${message}\n`);
  process.exit(1);
};

const observatory = process.env.OBSERVATORY;
if (!observatory || !fs.existsSync(path.join(observatory, 'src', 'scan.js')))
  fail(
    'set OBSERVATORY to the package folder of @mdn/mdn-http-observatory, e.g.\n' +
      '  npm install --prefix /tmp/observatory --ignore-scripts @mdn/mdn-http-observatory\n' +
      '  OBSERVATORY=/tmp/observatory/node_modules/@mdn/mdn-http-observatory npm run observatory',
  );
const preload = path.join(observatory, 'conf', 'hsts-preload.json');
if (!fs.existsSync(preload)) fs.writeFileSync(preload, '{}\n');

const upstream = new URL(process.env.NGINX_ORIGIN || 'http://127.0.0.1:8080');
const port = Number(process.env.OBSERVATORY_PORT || 4443);

const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'aptk-observatory-'));
const keyFile = path.join(folder, 'key.pem');
const certFile = path.join(folder, 'cert.pem');
try {
  execFileSync(
    'openssl',
    [
      ...['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=localhost'],
      ...['-addext', 'subjectAltName=DNS:localhost', '-keyout', keyFile, '-out', certFile],
    ],
    { stdio: 'ignore' },
  );
} catch (error) {
  fs.rmSync(folder, { recursive: true, force: true });
  fail(`openssl could not make a certificate (${error.message})`);
}

// The TLS end: every request goes on to nginx as it came, plus X-Forwarded-Proto.
const proxy = https.createServer({ key: fs.readFileSync(keyFile), cert: fs.readFileSync(certFile) }, (req, res) => {
  const onward = http.request(
    {
      host: upstream.hostname,
      port: upstream.port || 80,
      method: req.method,
      path: req.url,
      headers: { ...req.headers, 'x-forwarded-proto': 'https' },
    },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  onward.on('error', () => {
    res.writeHead(502);
    res.end();
  });
  req.pipe(onward);
});

const stop = (code) => {
  proxy.close();
  fs.rmSync(folder, { recursive: true, force: true });
  process.exit(code);
};

const report = (result) => {
  const { grade, score, testsPassed, testsQuantity } = result.scan;
  process.stdout.write(`MDN HTTP Observatory, https://localhost:${port} -> ${upstream.origin}\n`);
  process.stdout.write(`grade ${grade}, score ${score}, ${testsPassed}/${testsQuantity} tests passed\n`);
  for (const [name, test] of Object.entries(result.tests))
    process.stdout.write(
      `  ${test.pass ? 'pass' : 'FAIL'}  ${name.padEnd(32)} ${String(test.scoreModifier).padStart(3)}  ${test.result}\n`,
    );
  return grade === 'A+' ? 0 : 1;
};

proxy.listen(port, '127.0.0.1', () => {
  // The scanner runs in a child process of its own (as its own CLI does), with the certificate
  // as the one extra authority it trusts; the proxy answers it from this process meanwhile.
  const scanner = path.join(observatory, 'src', 'scanner', 'index.js');
  const child = spawn(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `import { scan } from ${JSON.stringify(scanner)};
       process.stdout.write(JSON.stringify(await scan(${JSON.stringify(`localhost:${port}`)})));`,
    ],
    { env: { ...process.env, NODE_EXTRA_CA_CERTS: certFile }, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let output = '';
  child.stdout.setEncoding('utf8');
  child.stdout.on('data', (chunk) => (output += chunk));
  child.on('exit', (code) => {
    if (code !== 0) {
      process.stderr.write(`observatory: the scan failed (is npm run serve:nginx running at ${upstream.origin}?)\n`);
      stop(1);
      return;
    }
    stop(report(JSON.parse(output)));
  });
});
proxy.on('error', (error) => {
  process.stderr.write(`observatory: the proxy could not listen on ${port} (${error.message})\n`);
  stop(1);
});
