import { LOCALES } from '@/shared/i18n';
import { paths, startsWithAny } from '@/shared/config';
import { escapeHtml } from './escape';
import { alternates, localeUrl, siteRoot } from './urls';

/** The sitemap protocol's limit per file; past it, the sitemap must be split into an index. */
export const SITEMAP_MAX_URLS = 50_000;

/** Shells that only make sense for one visitor: crawlers are kept out of them. */
const PRIVATE_PATHS = ['/step', paths.account, paths.search()];

/**
 * Not in the sitemap either: the cart. Its prerendered page is the same empty shell for
 * everyone, so crawlers may read it (it has its own title and description), but it is no
 * content to list (docs/decisions.md, "Search metadata").
 */
const UNLISTED_PATHS = [paths.cart, ...PRIVATE_PATHS];

const isPrivate = (path: string): boolean => startsWithAny(path.split('?')[0] ?? path, UNLISTED_PATHS);

/**
 * One `<url>` per path and language, each listing all its languages and x-default, so every
 * URL in the file carries the full set of alternates (as the sitemap hreflang rules ask).
 * Paths are below the language prefix, as the router names them.
 */
export const sitemapXml = (pathList: readonly string[], siteUrl: string): string => {
  const unique = [...new Set(pathList)];
  const leaked = unique.filter(isPrivate);
  if (leaked.length > 0) throw new Error(`private pages do not belong in the sitemap: ${leaked.join(', ')}`);
  const count = unique.length * LOCALES.length;
  if (count > SITEMAP_MAX_URLS)
    throw new Error(`sitemap would hold ${count} URLs, over the limit of ${SITEMAP_MAX_URLS}`);
  const links = (path: string) =>
    alternates(siteUrl, path)
      .map(
        (alternate) =>
          `    <xhtml:link rel="alternate" hreflang="${alternate.hreflang}" href="${escapeHtml(alternate.href)}"/>`,
      )
      .join('\n');
  const entries = unique.flatMap((path) =>
    LOCALES.map(
      (locale) => `  <url>\n    <loc>${escapeHtml(localeUrl(siteUrl, locale, path))}</loc>\n${links(path)}\n  </url>`,
    ),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
};

/**
 * Allow everything but the private shells, written out per language: a `/*\/cart` wildcard
 * also matches deeper paths such as `/sr/articles/cartilage-…`, because `*` crosses slashes.
 */
export const robotsTxt = (siteUrl: string): string =>
  [
    'User-agent: *',
    'Allow: /',
    ...LOCALES.flatMap((locale) => PRIVATE_PATHS.map((prefix) => `Disallow: /${locale}${prefix}`)),
    '',
    `Sitemap: ${siteRoot(siteUrl)}/sitemap.xml`,
    '',
  ].join('\n');
