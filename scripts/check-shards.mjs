// npm run test:shards: a build rendered in shards is the build one machine renders
// (docs/decisions.md, "Prerender in shards"). On the bundle of `npm run build` (DIST_DIR, default
// dist), a small catalogue (MOCK_PRODUCTS=12) is prerendered twice at one render time: whole
// (`npm run prerender`) into dist-shards-whole, and as three shards and their merge (`npm run
// prerender -- --shard i/3`, then `-- --merge`) into dist-shards-merged. The two outputs must
// hold the same files with the same bytes, the same page digests and the same changed-files
// list, and the shards must split the pages between them, each page once. Exit 1 with the
// differences.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { prerenderInputsFile } from './output-folder.mjs';
import { changedFilesPath } from './postbuild.mjs';

const root = path.resolve(import.meta.dirname, '..');
const source = process.env.DIST_DIR || 'dist';
const SHARDS = 3;
const outputs = { whole: 'dist-shards-whole', merged: 'dist-shards-merged' };
const env = {
  ...process.env,
  API_MOCK: 'true',
  MOCK_PRODUCTS: '12',
  PRERENDER_RENDERED_AT: new Date().toISOString(),
  PRERENDER_BUNDLE_DIR: path.join('build/prerender', source),
};

if (!fs.existsSync(path.join(root, source, 'index.html'))) {
  process.stderr.write(`test:shards: ${source}/index.html is missing: run npm run build first\n`);
  process.exit(1);
}

const filesOf = (dir) =>
  fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
/** A page, a sitemap or robots.txt: what the prerender writes, not webpack. */
const isPrerendered = (file) => /^[a-z]{2}\//.test(file) || /^sitemap.*\.xml$/.test(file) || file === 'robots.txt';

/** A fresh output of `name` holding the build's assets and none of its pages, with no records. */
const startOutput = (name) => {
  const dir = path.join(root, name);
  for (const record of [
    dir,
    ...['prerender-inputs', 'changed-files', 'asset-releases'].map((kind) => `build/${kind}/${name}`),
  ])
    for (const file of [record, `${record}.json`, `${record}.txt`, `${record}.snapshot.json`])
      fs.rmSync(path.resolve(root, file), { recursive: true, force: true });
  fs.rmSync(path.join(root, 'build/prerender-shards', name), { recursive: true, force: true });
  for (const file of filesOf(path.join(root, source)).filter((each) => !isPrerendered(each))) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.copyFileSync(path.join(root, source, file), path.join(dir, file));
  }
};

/** `npm run prerender -- <args>` of output `name`; resolves to its output, ends the check if it fails. */
const prerender = (name, ...args) =>
  new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(root, 'scripts/build.mjs'), '--prerender', ...args], {
      cwd: root,
      env: { ...env, DIST_DIR: name },
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('exit', (code) => {
      if (code === 0) return resolve(output);
      process.stderr.write(`${output}test:shards: prerender ${args.join(' ')} of ${name} failed\n`);
      process.exit(1);
    });
  });

const started = Date.now();
const problems = [];
for (const name of Object.values(outputs)) startOutput(name);
// The shards at once, as the machines of a CI matrix run them, beside the whole build.
const shardNumbers = Array.from({ length: SHARDS }, (_, at) => at + 1);
await Promise.all([
  prerender(outputs.whole),
  ...shardNumbers.map((index) => prerender(outputs.merged, '--shard', `${index}/${SHARDS}`)),
]);
const shardPages = shardNumbers.map((index) => {
  const record = path.join(root, 'build/prerender-shards', outputs.merged, `${index}-of-${SHARDS}`, 'shard.json');
  return JSON.parse(fs.readFileSync(record, 'utf8')).pages.map((job) => `${job.locale}${job.path}`);
});
await prerender(outputs.merged, '--merge');

// Each shard a share, each page in one shard.
const all = shardPages.flat();
if (shardPages.some((pages) => pages.length === 0))
  problems.push(`a shard rendered nothing: ${shardPages.map((pages) => pages.length)}`);
if (new Set(all).size !== all.length) problems.push('a page was rendered by two shards');

// The same files, byte for byte.
const [whole, merged] = [outputs.whole, outputs.merged].map((name) => path.join(root, name));
const wholeFiles = filesOf(whole);
const mergedFiles = filesOf(merged);
const only = (files, others) => files.filter((file) => !others.includes(file));
for (const file of only(wholeFiles, mergedFiles)) problems.push(`only the whole build has ${file}`);
for (const file of only(mergedFiles, wholeFiles)) problems.push(`only the merged build has ${file}`);
for (const file of wholeFiles.filter((each) => mergedFiles.includes(each)))
  if (!fs.readFileSync(path.join(whole, file)).equals(fs.readFileSync(path.join(merged, file))))
    problems.push(`${file} differs`);
const pages = wholeFiles.filter((file) => /^[a-z]{2}\/.*index\.html$/.test(file)).length;
if (pages !== all.length) problems.push(`the whole build has ${pages} pages, the shards ${all.length}`);

// The same digests and the same list of what a deploy uploads.
const sorted = (object) => JSON.stringify(Object.fromEntries(Object.entries(object).sort()));
const digests = (name) => sorted(JSON.parse(fs.readFileSync(prerenderInputsFile(root, name), 'utf8')));
if (digests(outputs.whole) !== digests(outputs.merged)) problems.push('the page digests differ');
const changed = (name) => fs.readFileSync(changedFilesPath(name), 'utf8').split('\n').sort().join('\n');
if (changed(outputs.whole) !== changed(outputs.merged)) problems.push('the changed-files lists differ');
if (fs.existsSync(path.join(root, 'build/prerender-shards', outputs.merged)))
  problems.push('the merge left the shards behind');

const seconds = ((Date.now() - started) / 1000).toFixed(0);
if (problems.length > 0) {
  process.stderr.write(
    `test:shards: FAILED (${seconds} s):\n${problems
      .slice(0, 30)
      .map((line) => `  ${line}\n`)
      .join('')}`,
  );
  process.exit(1);
}
for (const name of Object.values(outputs)) fs.rmSync(path.join(root, name), { recursive: true, force: true });
process.stdout.write(
  `test:shards: ${pages} pages in ${SHARDS} shards (${shardPages.map((each) => each.length).join(' + ')}) ` +
    `merged into the whole build's ${wholeFiles.length} files, byte for byte, in ${seconds} s\n`,
);
