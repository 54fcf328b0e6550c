/**
 * @jest-environment node
 */
// A build is all or nothing (docs/decisions.md, "Prerendering"): with no API the plan says why
// and nothing is written, and after the pages every page file this run did not write or keep
// is removed, so none names another build's files.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { finishSite, planPrerender } from './prerenderSite';

jest.mock('./listSources', () => ({
  listSources: jest.fn(async () => {
    throw new TypeError('fetch failed');
  }),
}));

let distDir: string;
beforeEach(() => {
  distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aptk-site-'));
});
afterEach(() => fs.rmSync(distDir, { recursive: true, force: true }));

const options = () => ({ distDir, renderedAt: new Date('2026-11-22T10:00:00Z'), siteUrl: 'https://apoteka.test' });

describe('the prerender without its API', () => {
  it('plans nothing and says why, writing no page', async () => {
    expect(await planPrerender({ ...options(), fetchBase: null })).toEqual({
      kind: 'no-api',
      reason: 'no API to prerender from (API_URL and PRERENDER_API_URL are empty)',
    });
    expect(await planPrerender({ ...options(), fetchBase: 'http://api.test' })).toEqual({
      kind: 'no-api',
      reason: 'the API at http://api.test could not be reached (fetch failed)',
    });
    expect(fs.readdirSync(distDir)).toEqual([]);
  });
});

describe('after the pages', () => {
  it('removes every page file this run did not write or keep', async () => {
    const page = (...parts: string[]) => path.join(distDir, ...parts, 'index.html');
    for (const file of [page('sr'), page('sr', 'detail', '1013'), page('en', 'detail', '1013')]) {
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, '<!doctype html>');
    }
    // /detail/1013 is still an address, but its page was skipped in English (not a 200).
    const site = await finishSite(
      options(),
      ['/', '/detail/1013'],
      [
        { locale: 'sr', path: '/' },
        { locale: 'sr', path: '/detail/1013' },
      ],
    );
    expect(site.removed).toEqual([path.join('en', 'detail', '1013', 'index.html')]);
    expect(fs.existsSync(page('sr', 'detail', '1013'))).toBe(true);
    expect(fs.existsSync(page('en', 'detail', '1013'))).toBe(false);
  });
});
