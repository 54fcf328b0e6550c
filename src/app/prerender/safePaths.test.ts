/**
 * @jest-environment node
 */
// Node, as in the build: the prerender writes real files.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { keepSafeSources, pageFile } from './safePaths';
import { createPageRenderer, finishSite, planPrerender } from './prerenderSite';
import { renderPage } from './renderPage';
import type { SitemapSources } from '../seo';

const HOSTILE: SitemapSources = {
  categorySlugs: ['analgetici', '..', '../../../escaped', '..%2F..%2Fescaped', 'a/b', 'a\\b', 'Velika', 'x\0y', ''],
  productIds: [1013, -1, 1.5],
  articleSlugs: ['prehlada-ili-grip', '../../escaped-article'],
  atcCodes: ['N02', 'N02BE', '../N'],
};

jest.mock('./listSources', () => ({ listSources: jest.fn(async () => HOSTILE) }));
jest.mock('./renderPage', () => ({
  renderPage: jest.fn(async () => ({ kind: 'redirect', status: 404, location: '/' })),
}));

describe('prerender paths from the API', () => {
  it('keeps slugs of lowercase letters, digits and dashes and ATC codes, and reports the rest', () => {
    const { sources, rejected } = keepSafeSources(HOSTILE);
    expect(sources).toEqual({
      categorySlugs: ['analgetici'],
      productIds: [1013],
      articleSlugs: ['prehlada-ili-grip'],
      atcCodes: ['N02', 'N02BE'],
    });
    expect(rejected).toHaveLength(12);
    expect(rejected).toContain('category "../../../escaped"');
    expect(rejected).toContain('article "../../escaped-article"');
  });

  it('puts a page inside its language folder and refuses a path that leaves it', () => {
    expect(pageFile('/srv/dist', 'sr', '/detail/1013')).toBe(path.resolve('/srv/dist/sr/detail/1013/index.html'));
    expect(pageFile('/srv/dist', 'sr', '/')).toBe(path.resolve('/srv/dist/sr/index.html'));
    for (const hostile of [
      '/category/..',
      '/category/../../../etc',
      `/category/${encodeURIComponent('../../../escaped')}`,
      '/category/%2e%2e',
      `/category/${encodeURIComponent('a\\..\\..\\b')}`,
    ])
      expect(() => pageFile('/srv/dist', 'sr', hostile)).toThrow(/outside/);
  });

  it('writes nothing outside the output folder when the API names a `..` slug', async () => {
    const sandbox = fs.mkdtempSync(path.join(os.tmpdir(), 'aptk-prerender-'));
    const distDir = path.join(sandbox, 'dist');
    fs.mkdirSync(distDir);
    fs.writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><html><head><title>x</title></head></html>');
    fs.writeFileSync(path.join(distDir, 'chunk-manifest.json'), JSON.stringify({ publicPath: '/', groups: {} }));
    try {
      const options = {
        distDir,
        fetchBase: 'http://api.test',
        renderedAt: new Date('2026-11-22T10:00:00Z'),
        siteUrl: 'https://apoteka.test',
      };
      const plan = await planPrerender(options);
      if (plan.kind !== 'pages') throw new Error('expected pages to render');
      const renderPages = await createPageRenderer(options);
      for (const locale of new Set(plan.jobs.map((job) => job.locale)))
        await renderPages(
          locale,
          plan.jobs.filter((job) => job.locale === locale).map((job) => job.path),
          () => undefined,
        );
      await finishSite(options, plan.addresses, plan.jobs);
      const report = { skipped: plan.rejected };
      expect(report.skipped).toContain('category "../../../escaped" (not a safe file name)');
      // Every address rendered is written: none of the hostile ones gets that far.
      const rendered = jest.mocked(renderPage).mock.calls.map(([request]) => request.path);
      expect(rendered).toContain('/category/analgetici');
      expect(rendered.filter((address) => /escaped|%2F|\/\.\.|\\/.test(address))).toEqual([]);
      expect(fs.readdirSync(sandbox)).toEqual(['dist']);
      expect(fs.readFileSync(path.join(distDir, 'sitemap.xml'), 'utf8')).not.toContain('escaped');
    } finally {
      fs.rmSync(sandbox, { recursive: true, force: true });
    }
  });
});
