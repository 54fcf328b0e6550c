/**
 * @jest-environment node
 */
// Deploys that keep old tabs alive (docs/decisions.md, "Old tabs after a deploy"): an older
// build's asset stays until it has been out of use through two releases and for 7 days, and a
// deploy uploads new assets before the pages that name them.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  assetReleasesPath,
  inUploadOrder,
  isHashedAsset,
  nextRelease,
  retireOldAssets,
  type AssetHistory,
} from '../../scripts/asset-releases.mjs';

const DAY = 24 * 60 * 60 * 1000;
const START = Date.parse('2026-11-01T10:00:00Z');

/** Releases made one after another, `days` apart; what each removed. */
const releases = (builds: string[][], days: number[]) => {
  let history: AssetHistory | null = null;
  return builds.map((assets, index) => {
    const next = nextRelease(history, assets, START + (days[index] ?? 0) * DAY);
    history = next.history;
    return next.remove;
  });
};

describe('which older assets a release removes', () => {
  const v1 = ['main.aaaa1111.js', '12.abcdef.js', 'index.html'];
  const v2 = ['main.bbbb2222.js', '12.abcdef.js', 'index.html'];
  const v3 = ['main.cccc3333.js', '12.abcdef.js', 'index.html'];

  it('keeps an asset through two releases without it, then removes it once 7 days have passed', () => {
    // Daily releases: v1's entry goes out of use with release 2, so releases 2 and 3 are out
    // without it; 7 days after release 2 it goes.
    const removed = releases([v1, v2, v3, v3, v3, v3, v3, v3, v3], [0, 1, 2, 3, 4, 5, 6, 7, 8]);
    expect(removed.slice(0, 8).flat()).toEqual([]);
    expect(removed[8]).toEqual(['main.aaaa1111.js']);
  });

  it('keeps an asset weeks old until two releases have been out without it', () => {
    // Out with release 2; releases 2 and 3 are out without it; release 4 removes it.
    const removed = releases([v1, v2, v2, v2], [0, 30, 60, 90]);
    expect(removed).toEqual([[], [], [], ['main.aaaa1111.js']]);
    // Two releases the same day remove nothing: 7 days have not passed.
    expect(releases([v1, v2, v3, v3], [0, 0, 0, 0]).flat()).toEqual([]);
  });

  it('never removes an asset the release uses, and forgets the retirement of one used again (a rollback)', () => {
    const removed = releases([v1, v2, v1, v2, v2, v2], [0, 10, 20, 30, 40, 50]);
    // main.aaaa1111.js: out with release 2, back with 3, out again with 4: removed with 6.
    expect(removed).toEqual([[], [], [], [], [], ['main.aaaa1111.js']]);
    expect(removed.flat()).not.toContain('12.abcdef.js');
  });

  it('tracks only files named by their content', () => {
    for (const name of [
      '12.abcdef.js',
      'main.abcd1234.css',
      'static/logo.abcd1234.svg',
      'main.abcd1234.js.LICENSE.txt',
    ])
      expect(isHashedAsset(name)).toBe(true);
    for (const name of ['index.html', 'sw.js', 'main.abcd1234.js.map', 'manifest.webmanifest', 'city-mark.abcd1234.js'])
      expect(isHashedAsset(name)).toBe(false);
    const { history } = nextRelease(null, ['index.html', 'sw.js', '12.abcdef.js'], START);
    expect(history.assets).toEqual(['12.abcdef.js']);
  });
});

describe('a build’s record of its releases', () => {
  let root: string;
  let dist: string;
  const write = (name: string, text = name) => {
    fs.mkdirSync(path.dirname(path.join(dist, name)), { recursive: true });
    fs.writeFileSync(path.join(dist, name), text);
  };
  const build = (files: string[]) => {
    for (const name of files) write(name);
    write('chunk-manifest.json', JSON.stringify({ publicPath: '/', files }));
  };
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'aptk-releases-'));
    dist = path.join(root, 'dist');
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it('removes from the output only the assets whose time is up, and records the release', () => {
    build(['main.aaaa1111.js', 'index.html']);
    expect(retireOldAssets(root, dist, 'dist', { now: START })).toEqual({ release: 1, kept: 0, removed: [] });
    build(['main.bbbb2222.js', 'index.html']);
    expect(retireOldAssets(root, dist, 'dist', { now: START + DAY })).toEqual({ release: 2, kept: 1, removed: [] });
    expect(fs.existsSync(path.join(dist, 'main.aaaa1111.js'))).toBe(true);
    retireOldAssets(root, dist, 'dist', { now: START + 2 * DAY });
    expect(fs.existsSync(path.join(dist, 'main.aaaa1111.js'))).toBe(true);
    expect(retireOldAssets(root, dist, 'dist', { now: START + 8 * DAY })).toEqual({
      release: 4,
      kept: 0,
      removed: ['main.aaaa1111.js'],
    });
    expect(fs.existsSync(path.join(dist, 'main.aaaa1111.js'))).toBe(false);
    const record = JSON.parse(fs.readFileSync(assetReleasesPath(root, 'dist'), 'utf8')) as AssetHistory;
    expect(record).toMatchObject({ release: 4, assets: ['main.bbbb2222.js'], retired: {} });
  });

  it('without a record, counts the last build’s files as the last release', () => {
    build(['main.bbbb2222.js', 'index.html']);
    write('main.aaaa1111.js');
    const result = retireOldAssets(root, dist, 'dist', { now: START, lastFiles: ['main.aaaa1111.js', 'index.html'] });
    expect(result).toEqual({ release: 1, kept: 1, removed: [] });
  });

  it('records nothing for a bundle whose manifest does not list its files', () => {
    write('chunk-manifest.json', JSON.stringify({ publicPath: '/' }));
    expect(retireOldAssets(root, dist, 'dist', { now: START })).toEqual({ release: null, kept: 0, removed: [] });
    expect(fs.existsSync(assetReleasesPath(root, 'dist'))).toBe(false);
  });
});

it('uploads assets first, then the other files, then the pages, then the sitemaps that name them', () => {
  expect(
    inUploadOrder([
      'sitemap.xml',
      'en/catalog/index.html',
      'index.html',
      'sw.js',
      'main.bbbb2222.js.br',
      'robots.txt',
      'manifest.webmanifest',
      '12.abcdef.js',
      'static/logo.abcd1234.svg',
    ]),
  ).toEqual([
    '12.abcdef.js',
    'main.bbbb2222.js.br',
    'static/logo.abcd1234.svg',
    'manifest.webmanifest',
    'sw.js',
    'en/catalog/index.html',
    'index.html',
    'robots.txt',
    'sitemap.xml',
  ]);
});
