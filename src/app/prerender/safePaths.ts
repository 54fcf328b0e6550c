import path from 'node:path';
import type { SitemapSources } from '../seo';

/**
 * What the prerender accepts from the API as a part of a file path (docs/decisions.md,
 * "Prerender paths from the API"): slugs of lowercase letters and digits joined by single dashes, ATC codes of
 * capital letters and digits. Anything else (`..`, a slash, a backslash, a NUL, an encoded
 * one) is left out of the prerender and reported; the browser still renders such an address.
 */
const SAFE_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const SAFE_ATC_CODE = /^[A-Z0-9]{1,7}$/;

export interface CheckedSources {
  sources: SitemapSources;
  /** What was left out, for the build's report: `category "../x"`. */
  rejected: string[];
}

export const keepSafeSources = (sources: SitemapSources): CheckedSources => {
  const rejected: string[] = [];
  const keep = (kind: string, values: readonly string[], shape: RegExp): string[] =>
    values.filter((value) => {
      const safe = shape.test(value);
      if (!safe) rejected.push(`${kind} ${JSON.stringify(value)}`);
      return safe;
    });
  return {
    sources: {
      categorySlugs: keep('category', sources.categorySlugs, SAFE_SLUG),
      productIds: sources.productIds.filter((id) => {
        const safe = Number.isSafeInteger(id) && id > 0;
        if (!safe) rejected.push(`product ${JSON.stringify(id)}`);
        return safe;
      }),
      articleSlugs: keep('article', sources.articleSlugs, SAFE_SLUG),
      atcCodes: keep('ATC group', sources.atcCodes ?? [], SAFE_ATC_CODE),
    },
    rejected,
  };
};

/**
 * `/detail/1013` under `sr` → <distDir>/sr/detail/1013/index.html (served as is by any static
 * host). The second line of defence after keepSafeSources: a path whose file would land outside
 * the language's folder (a `..` segment, plain or encoded) throws instead of writing there.
 */
export const pageFile = (distDir: string, locale: string, pagePath: string): string => {
  const base = path.resolve(distDir, locale);
  const segments = pagePath.split('/').filter(Boolean).map(decodeURIComponent);
  const file = path.resolve(base, ...segments, 'index.html');
  const inside = segments.every((segment) => segment !== '.' && segment !== '..' && !/[/\\\0]/.test(segment));
  if (!inside || !file.startsWith(`${base}${path.sep}`))
    throw new Error(`prerender: ${JSON.stringify(pagePath)} would be written outside ${base}`);
  return file;
};
