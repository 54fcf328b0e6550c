// The prerender spread over machines (docs/decisions.md, "Prerender in shards"): shard i of n
// renders a stable share of the pages into a folder of its own with a record of what it did;
// the merge puts every shard's pages into the build's fresh folder and writes the sitemap, so
// the output is the one a single machine makes. Used by scripts/prerender.mjs.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** A shard's record, beside its pages: its digests and the pages it holds and wrote. */
const SHARD_RECORD = 'shard.json';
/** The pages a shard wrote (new or changed), one a line: what its machine changed. */
const SHARD_CHANGED = 'changed-files.txt';

/** `i/n` → { index: i, count: n }; anything else ends the run with exit 2. */
export const parseShard = (value) => {
  const match = /^(\d+)\/(\d+)$/.exec(value ?? '');
  const index = Number(match?.[1]);
  const count = Number(match?.[2]);
  if (!match || count < 1 || index < 1 || index > count) {
    process.stderr.write(`ERROR prerender: --shard wants i/n with 1 <= i <= n, not ${JSON.stringify(value ?? '')}\n`);
    process.exit(2);
  }
  return { index, count };
};

/** The folder shard i of n of the output `distName` renders into. */
export const shardFolderOf = (shardsDir, { index, count }) => path.join(shardsDir, `${index}-of-${count}`);

/**
 * Whether a page is shard i's: by a digest of its language and address, so a page stays in its
 * shard whatever else the catalogue gains or loses, and every shard gets about 1/n.
 */
export const inShard = ({ locale, path: pagePath }, { index, count }) =>
  createHash('sha256').update(`${locale}${pagePath}`).digest().readUInt32BE(0) % count === index - 1;

const relativeFile = (server, distDir, job) =>
  path
    .relative(distDir, server.pageFile(distDir, job.locale, job.path))
    .split(path.sep)
    .join('/');

/**
 * After shard i rendered into `distDir` (which began as the whole current output): only its
 * pages stay, with its record and its changed-files list.
 */
export const writeShardRecord = (
  server,
  { distDir, shard, build, renderedAt, addresses, confirmed, written, inputs },
) => {
  const keep = new Set(confirmed.map((job) => relativeFile(server, distDir, job)));
  for (const entry of fs.readdirSync(distDir, { withFileTypes: true, recursive: true })) {
    const file = path.join(entry.parentPath, entry.name);
    if (entry.isFile() && !keep.has(path.relative(distDir, file).split(path.sep).join('/'))) fs.rmSync(file);
  }
  const record = {
    shard: `${shard.index}/${shard.count}`,
    build,
    renderedAt: renderedAt.toISOString(),
    addresses,
    pages: confirmed,
    written,
    inputs,
  };
  fs.writeFileSync(path.join(distDir, SHARD_RECORD), JSON.stringify(record));
  const changed = written.map((job) => relativeFile(server, distDir, job)).sort();
  fs.writeFileSync(path.join(distDir, SHARD_CHANGED), changed.map((file) => `${file}\n`).join(''));
};

const readRecords = (shardsDir) => {
  const folders = fs.existsSync(shardsDir)
    ? fs
        .readdirSync(shardsDir)
        .filter((name) => /^\d+-of-\d+$/.test(name))
        .sort()
    : [];
  return folders.map((name) => {
    const folder = path.join(shardsDir, name);
    return { folder, ...JSON.parse(fs.readFileSync(path.join(folder, SHARD_RECORD), 'utf8')) };
  });
};

/** Why the shards in `shardsDir` do not make one build of `build`, or nothing. */
const mismatches = (records, build, shardsDir) => {
  if (records.length === 0) return [`no shard in ${shardsDir}`];
  const [first] = records;
  const count = Number(first.shard.split('/')[1]);
  const problems = [];
  const present = new Set(records.map((record) => record.shard));
  for (let index = 1; index <= count; index += 1)
    if (!present.has(`${index}/${count}`)) problems.push(`shard ${index}/${count} is missing`);
  for (const record of records) {
    if (!record.shard.endsWith(`/${count}`)) problems.push(`shard ${record.shard} is of another split than ${count}`);
    if (record.build !== build) problems.push(`shard ${record.shard} was rendered with another build`);
    if (record.renderedAt !== first.renderedAt)
      problems.push(`shard ${record.shard} was rendered at ${record.renderedAt}, not ${first.renderedAt}`);
    if (JSON.stringify(record.addresses) !== JSON.stringify(first.addresses))
      problems.push(`shard ${record.shard} read other addresses from the API than shard ${first.shard}`);
  }
  return problems;
};

/** `to` holds what `from` holds (a page the current output has the same is left as it is). */
const sameBytes = (from, to) => fs.existsSync(to) && fs.readFileSync(from).equals(fs.readFileSync(to));

/**
 * Puts the pages of every shard in `shardsDir` into `distDir`, then removes the pages of no
 * shard and writes the sitemap (`finishSite`). A page a shard wrote gets the shards' render
 * time as its modification time, one it kept its own. Throws when the shards are not one build.
 */
export const mergeShards = async (server, { distDir, siteUrl, build, shardsDir }) => {
  const records = readRecords(shardsDir);
  const problems = mismatches(records, build, shardsDir);
  if (problems.length > 0) throw new Error(`prerender --merge: ${problems.join('; ')}`);
  const renderedAt = new Date(records[0].renderedAt);
  let written = 0;
  for (const record of records) {
    const wrote = new Set(record.written.map((job) => relativeFile(server, distDir, job)));
    for (const job of record.pages) {
      const file = relativeFile(server, distDir, job);
      const from = path.join(record.folder, file);
      const to = path.join(distDir, file);
      if (sameBytes(from, to)) continue;
      // Replaced, not written through: the fresh folder's files are links to the current output's.
      fs.rmSync(to, { force: true });
      fs.mkdirSync(path.dirname(to), { recursive: true });
      fs.copyFileSync(from, to);
      const time = wrote.has(file) ? renderedAt : fs.statSync(from).mtime;
      fs.utimesSync(to, time, time);
      written += 1;
    }
  }
  const pages = records.flatMap((record) => record.pages);
  const site = await server.finishSite({ distDir, siteUrl }, records[0].addresses, pages);
  return {
    shards: records.length,
    pages: pages.length,
    written,
    site,
    inputs: Object.assign({}, ...records.map((record) => record.inputs)),
  };
};
