/**
 * @jest-environment node
 */
// The prerender in shards (docs/decisions.md, "Prerender in shards"): the split of the pages and
// the merge's refusals, on small folders in a temporary directory. `npm run test:shards`
// renders a real catalogue whole and in shards and compares the outputs.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inShard, mergeShards, shardFolderOf, writeShardRecord } from '../../scripts/prerender-shards.mjs';

const pageFile = (distDir: string, locale: string, pagePath: string) =>
  path.join(distDir, locale, ...pagePath.split('/').filter(Boolean), 'index.html');
const finished: Array<readonly { locale: string; path: string }[]> = [];
const server = {
  pageFile,
  finishSite: async (
    _options: unknown,
    _addresses: readonly string[],
    kept: readonly { locale: string; path: string }[],
  ) => {
    finished.push(kept);
    return {};
  },
};

let sandbox: string;
let shardsDir: string;
let dist: string;
beforeEach(() => {
  sandbox = fs.mkdtempSync(path.join(os.tmpdir(), 'aptk-shards-'));
  shardsDir = path.join(sandbox, 'shards');
  dist = path.join(sandbox, 'dist');
  fs.mkdirSync(dist);
  finished.length = 0;
});
afterEach(() => fs.rmSync(sandbox, { recursive: true, force: true }));

const renderedAt = new Date('2026-12-02T06:00:00Z');
/** Shard `index` of `count` as a machine leaves it: its pages (a page's text is its address) and its record. */
const renderShard = (
  index: number,
  count: number,
  jobs: Array<{ locale: string; path: string }>,
  overrides: { build?: string; renderedAt?: Date; addresses?: string[] } = {},
) => {
  const folder = shardFolderOf(shardsDir, { index, count });
  const mine = jobs.filter((job) => inShard(job, { index, count }));
  fs.mkdirSync(folder, { recursive: true });
  fs.writeFileSync(path.join(folder, 'index.html'), 'the template');
  for (const job of mine) {
    fs.mkdirSync(path.dirname(pageFile(folder, job.locale, job.path)), { recursive: true });
    fs.writeFileSync(pageFile(folder, job.locale, job.path), `${job.locale}${job.path}`);
  }
  writeShardRecord(server, {
    distDir: folder,
    shard: { index, count },
    build: overrides.build ?? 'build-1',
    renderedAt: overrides.renderedAt ?? renderedAt,
    addresses: overrides.addresses ?? ['/', '/about'],
    confirmed: mine,
    written: mine,
    inputs: Object.fromEntries(mine.map((job) => [`${job.locale}${job.path}`, `digest of ${job.path}`])),
  });
  return mine;
};

const jobs = ['sr', 'en', 'ru'].flatMap((locale) =>
  Array.from({ length: 200 }, (_, id) => ({ locale, path: `/detail/${1000 + id}` })),
);

describe('the split into shards', () => {
  it('gives every page to exactly one shard, about a third each, the same way every time', () => {
    const shards = [1, 2, 3].map((index) => jobs.filter((job) => inShard(job, { index, count: 3 })));
    expect(shards.flat()).toHaveLength(jobs.length);
    expect(new Set(shards.flat()).size).toBe(jobs.length);
    for (const shard of shards) expect(shard.length).toBeGreaterThan(jobs.length / 3 - 60);
    expect(jobs.filter((job) => inShard(job, { index: 2, count: 3 }))).toEqual(shards[1]);
  });

  it('keeps a page in its shard when the catalogue grows', () => {
    const more = [...jobs, { locale: 'sr', path: '/detail/9999' }];
    const before = jobs.filter((job) => inShard(job, { index: 1, count: 3 }));
    expect(more.filter((job) => inShard(job, { index: 1, count: 3 })).slice(0, before.length)).toEqual(before);
  });

  it('leaves in a shard’s folder only its pages, its record and the list of the pages it wrote', () => {
    const mine = renderShard(1, 3, jobs.slice(0, 30));
    const folder = shardFolderOf(shardsDir, { index: 1, count: 3 });
    expect(fs.existsSync(path.join(folder, 'index.html'))).toBe(false);
    const listed = fs.readFileSync(path.join(folder, 'changed-files.txt'), 'utf8').trim().split('\n');
    expect(listed).toHaveLength(mine.length);
    expect(listed).toContain(`${mine[0]?.locale}${mine[0]?.path}/index.html`);
  });
});

describe('the merge', () => {
  const merge = () =>
    mergeShards(server, { distDir: dist, siteUrl: 'https://apoteka.example', build: 'build-1', shardsDir });

  it('puts every shard’s pages in the output at the shards’ render time, with their digests, and writes the sitemap of all', async () => {
    const parts = [1, 2, 3].map((index) => renderShard(index, 3, jobs.slice(0, 60)));
    const merged = await merge();
    expect(merged.pages).toBe(60);
    expect(Object.keys(merged.inputs)).toHaveLength(60);
    const sample = parts[2]?.[0] ?? { locale: '', path: '' };
    const file = pageFile(dist, sample.locale, sample.path);
    expect(fs.readFileSync(file, 'utf8')).toBe(`${sample.locale}${sample.path}`);
    expect(fs.statSync(file).mtime.toISOString()).toBe(renderedAt.toISOString());
    expect(finished[0]).toHaveLength(60);
  });

  it.each([
    ['a shard is missing', () => [1, 3].forEach((index) => renderShard(index, 3, jobs)), /shard 2\/3 is missing/],
    [
      'a shard is of another build',
      () => [1, 2].forEach((index) => renderShard(index, 2, jobs, { build: index === 2 ? 'build-2' : 'build-1' })),
      /shard 2\/2 was rendered with another build/,
    ],
    [
      'a shard was rendered at another time',
      () => [1, 2].forEach((index) => renderShard(index, 2, jobs, index === 2 ? { renderedAt: new Date() } : {})),
      /shard 2\/2 was rendered at/,
    ],
    [
      'the catalogue changed between the shards',
      () => [1, 2].forEach((index) => renderShard(index, 2, jobs, index === 2 ? { addresses: ['/'] } : {})),
      /shard 2\/2 read other addresses/,
    ],
    ['there are no shards', () => undefined, /no shard in/],
  ])('refuses when %s, and writes nothing', async (_case, prepare, message) => {
    prepare();
    await expect(merge()).rejects.toThrow(message);
    expect(fs.readdirSync(dist)).toEqual([]);
    expect(finished).toHaveLength(0);
  });
});
