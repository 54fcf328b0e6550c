import { SITE, intlFor } from '@/testing/seoFixtures';
import type { AtcGroup } from '@/features/catalog';
import { atcMeta } from './pageMeta';
import { sitemapPaths } from './staticPages';

const GROUPS: AtcGroup[] = [
  { code: 'N', name: 'Nervni sistem', parentCode: null, productsCount: 120 },
  { code: 'N02', name: 'Analgetici', parentCode: 'N', productsCount: 80 },
];
const ctx = { siteUrl: SITE, locale: 'sr' as const };

describe('browsing by ATC group: search metadata', () => {
  it('titles the root and each group, with breadcrumbs down to the group', () => {
    const sr = intlFor('sr');
    expect(atcMeta(sr, GROUPS, undefined, ctx)?.title).toBe('Lekovi po ATC grupama | Apoteka Vita');
    const meta = atcMeta(sr, GROUPS, 'N02', ctx);
    expect(meta?.title).toBe('Analgetici (ATC N02) | Apoteka Vita');
    expect(meta?.description).toMatch(/^Analgetici/);
    const crumbs = (meta?.jsonLd[0] as { itemListElement: Array<{ name: string; item: string }> }).itemListElement;
    expect(crumbs.map((crumb) => crumb.name)).toEqual([
      'Katalog',
      'Lekovi po ATC grupama',
      'Nervni sistem',
      'Analgetici',
    ]);
    expect(crumbs[3]?.item).toBe(`${SITE}/sr/catalog/atc/N02`);
    expect(atcMeta(sr, GROUPS, 'X99', ctx)).toBeNull();
  });

  it('lists the ATC pages in the sitemap', () => {
    const paths = sitemapPaths({ categorySlugs: [], productIds: [], articleSlugs: [], atcCodes: ['N', 'N02'] });
    expect(paths).toEqual(expect.arrayContaining(['/catalog/atc', '/catalog/atc/N', '/catalog/atc/N02']));
  });
});
