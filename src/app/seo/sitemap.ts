import { LOCALES, type Locale } from '@/shared/i18n';
import { paths, startsWithAny } from '@/shared/config';
import { escapeHtml } from './escape';
import { alternates, localeUrl, siteRoot } from './urls';

/** The sitemap protocol's limit of URLs per file (and of files per index). */
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

/** The sitemap protocol's limit on one file's size, uncompressed (50 MiB). */
export const SITEMAP_MAX_BYTES = 50 * 1024 * 1024;

/** One public page: its path below the language prefix and, per language, when its content last changed. */
export interface SitemapPage {
  path: string;
  /** W3C datetime per language; missing: the page of that language has no known date. */
  lastmod: Partial<Record<Locale, string>>;
}

interface SitemapFile {
  /** File name at the site root: `sitemap-sr.xml`, or `sitemap-sr-2.xml` once a language is split. */
  name: string;
  xml: string;
}

export interface SitemapSet {
  /** `sitemap.xml`: the sitemap index naming every file. */
  index: string;
  files: SitemapFile[];
}

interface SitemapLimits {
  maxUrls: number;
  maxBytes: number;
}

const URLSET_OPEN =
  '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n';
const URLSET_CLOSE = '</urlset>\n';

/** The latest of some W3C datetimes (ISO strings in UTC compare as text). */
const latest = (dates: ReadonlyArray<string | undefined>): string | undefined =>
  dates.reduce<string | undefined>(
    (max, date) => (date !== undefined && (max === undefined || date > max) ? date : max),
    undefined,
  );

/**
 * The sitemap as an index with one file per language (docs/decisions.md, "Sitemap"), each
 * split again before it passes 50,000 URLs or 50 MiB. Every `<url>` lists all its languages
 * and x-default (the sitemap hreflang rules), and its `lastmod` when known. Paths are below
 * the language prefix, as the router names them.
 */
export const sitemapSet = (
  pages: readonly SitemapPage[],
  siteUrl: string,
  limits: SitemapLimits = { maxUrls: SITEMAP_MAX_URLS, maxBytes: SITEMAP_MAX_BYTES },
): SitemapSet => {
  const seen = new Set<string>();
  const unique = pages.filter((page) => !seen.has(page.path) && Boolean(seen.add(page.path)));
  const leaked = unique.filter((page) => isPrivate(page.path));
  if (leaked.length > 0)
    throw new Error(`private pages do not belong in the sitemap: ${leaked.map((page) => page.path).join(', ')}`);
  const encoder = new TextEncoder();
  const fixedBytes = encoder.encode(URLSET_OPEN + URLSET_CLOSE).length;
  const files: Array<SitemapFile & { lastmod: string | undefined }> = [];
  for (const locale of LOCALES) {
    const parts: Array<{ entries: string[]; bytes: number; lastmod: string | undefined }> = [];
    let part = { entries: [] as string[], bytes: fixedBytes, lastmod: undefined as string | undefined };
    for (const page of unique) {
      const links = alternates(siteUrl, page.path)
        .map(
          (alternate) =>
            `    <xhtml:link rel="alternate" hreflang="${alternate.hreflang}" href="${escapeHtml(alternate.href)}"/>\n`,
        )
        .join('');
      const lastmod = page.lastmod[locale];
      const entry =
        `  <url>\n    <loc>${escapeHtml(localeUrl(siteUrl, locale, page.path))}</loc>\n` +
        (lastmod ? `    <lastmod>${lastmod}</lastmod>\n` : '') +
        `${links}  </url>\n`;
      const bytes = encoder.encode(entry).length;
      if (bytes + fixedBytes > limits.maxBytes) throw new Error(`one sitemap entry is over ${limits.maxBytes} bytes`);
      if (part.entries.length >= limits.maxUrls || part.bytes + bytes > limits.maxBytes) {
        parts.push(part);
        part = { entries: [], bytes: fixedBytes, lastmod: undefined };
      }
      part.entries.push(entry);
      part.bytes += bytes;
      part.lastmod = latest([part.lastmod, lastmod]);
    }
    if (part.entries.length > 0) parts.push(part);
    parts.forEach((done, index) =>
      files.push({
        name: parts.length === 1 ? `sitemap-${locale}.xml` : `sitemap-${locale}-${index + 1}.xml`,
        xml: URLSET_OPEN + done.entries.join('') + URLSET_CLOSE,
        lastmod: done.lastmod,
      }),
    );
  }
  if (files.length > SITEMAP_MAX_URLS) throw new Error(`a sitemap index may name at most ${SITEMAP_MAX_URLS} files`);
  const index = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...files.map(
      (file) =>
        `  <sitemap>\n    <loc>${escapeHtml(`${siteRoot(siteUrl)}/${file.name}`)}</loc>\n` +
        (file.lastmod ? `    <lastmod>${file.lastmod}</lastmod>\n` : '') +
        '  </sitemap>',
    ),
    '</sitemapindex>',
    '',
  ].join('\n');
  return { index, files: files.map(({ name, xml }) => ({ name, xml })) };
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
