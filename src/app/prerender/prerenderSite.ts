import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { createIntl } from 'react-intl';
import { DEFAULT_CITY_ID } from '@/shared/config';
import { INTL_TAGS, LOCALES, loadMessages, type Locale, type Messages } from '@/shared/i18n';
import { renderPage } from './renderPage';
import { htmlLang, renderHeadTags, robotsTxt, sitemapPaths, sitemapXml } from '../seo';
import { readPageFacts } from './pageData';
import { pageMetaFor } from './pageHead';
import { renderDocument, withLang, type ChunkManifest } from './htmlDocument';
import { SHELL_PATHS } from './addresses';
import { CITY_MARK_SCRIPT } from '../prerenderMarks';
import { listSources } from './listSources';
import { keepSafeSources, pageFile } from './safePaths';
import { routeMessagesChunk } from '../routeMessages';

export interface PrerenderOptions {
  distDir: string;
  /** Where this machine reaches the API; null: no API, language shells only. */
  fetchBase: string | null;
  renderedAt: Date;
  /** The site's public origin (SITE_URL): canonical URLs, alternates, sitemap. */
  siteUrl: string;
  /** Pages rendered at once: the API's latency overlaps with rendering. */
  concurrency?: number;
  log: (line: string) => void;
}

export interface PrerenderReport {
  pages: number;
  skipped: string[];
  warning: string | null;
}

/**
 * Every message of a language, for what only the prerender writes (the head's titles and
 * descriptions). The pages render with the shell's messages and their own, as in the browser.
 */
const fullCatalogues: Record<Locale, () => Promise<{ default: Messages }>> = {
  sr: () => import('../../../i18n/sr.json'),
  en: () => import('../../../i18n/en.json'),
  ru: () => import('../../../i18n/ru.json'),
};
const allMessages = async (locale: Locale): Promise<Messages> => (await fullCatalogues[locale]()).default;

/** Runs `work` over `items`, at most `limit` at a time. */
const eachLimited = async <T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> => {
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const item = items[next] as T;
      next += 1;
      await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
};

/**
 * Language shells: with no API there is nothing to render, but each language still gets its
 * own index.html with its `lang` and title, which the browser renders on its own.
 */
const writeLanguageShells = async (options: PrerenderOptions, template: string): Promise<number> => {
  for (const locale of LOCALES) {
    const intl = createIntl({ locale: INTL_TAGS[locale], messages: await allMessages(locale) });
    const html = withLang(template, htmlLang(locale)).replace(
      /<title>[^<]*<\/title>/,
      `<title>${intl.formatMessage({ id: 'brand.name' })}</title>`,
    );
    const file = pageFile(options.distDir, locale, '/');
    await fs.mkdir(path.dirname(file), { recursive: true });
    await fs.writeFile(file, html);
  }
  return LOCALES.length;
};

/** The city mark as a hashed file beside the other assets (immutable, like them); its URL. */
const writeCityMarkScript = async (distDir: string, publicPath: string): Promise<string> => {
  const name = `city-mark.${createHash('sha256').update(CITY_MARK_SCRIPT).digest('hex').slice(0, 8)}.js`;
  await fs.writeFile(path.join(distDir, name), CITY_MARK_SCRIPT);
  return `${publicPath}${name}`;
};

export const prerenderSite = async (options: PrerenderOptions): Promise<PrerenderReport> => {
  const template = await fs.readFile(path.join(options.distDir, 'index.html'), 'utf8');
  const manifest = JSON.parse(
    await fs.readFile(path.join(options.distDir, 'chunk-manifest.json'), 'utf8'),
  ) as ChunkManifest;

  let addresses: string[] | null = null;
  let warning: string | null = null;
  const skipped: string[] = [];
  if (options.fetchBase === null) warning = 'no API to prerender from (API_URL and PRERENDER_API_URL are empty)';
  else {
    try {
      const checked = keepSafeSources(await listSources(options.fetchBase));
      skipped.push(...checked.rejected.map((what) => `${what} (not a safe file name)`));
      addresses = sitemapPaths(checked.sources);
    } catch (error) {
      warning = `the API at ${options.fetchBase} could not be reached (${JSON.stringify(error)})`;
    }
  }
  if (addresses === null || options.fetchBase === null) {
    return {
      pages: await writeLanguageShells(options, template),
      skipped: [],
      warning: `${warning}: wrote the language shells only, without data`,
    };
  }

  const fetchBase = options.fetchBase;
  const cityMarkSrc = await writeCityMarkScript(options.distDir, manifest.publicPath);
  let pages = 0;
  for (const locale of LOCALES) {
    const messages = await loadMessages(locale);
    const intl = createIntl({ locale: INTL_TAGS[locale], messages: await allMessages(locale) });
    await eachLimited([...addresses, ...SHELL_PATHS], options.concurrency ?? 6, async (pagePath) => {
      const result = await renderPage({ locale, messages, path: pagePath, fetchBase, renderedAt: options.renderedAt });
      if (result.kind === 'redirect' || result.status !== 200) {
        skipped.push(`/${locale}${pagePath} (${result.status})`);
        return;
      }
      const facts = readPageFacts(result.state, result.context);
      const meta = pageMetaFor(intl, facts, pagePath, {
        siteUrl: options.siteUrl,
        locale,
        renderedAt: options.renderedAt,
      });
      const html = renderDocument(template, manifest, {
        lang: htmlLang(locale),
        title: meta.title,
        headTags: renderHeadTags({ meta, locale, path: pagePath, siteUrl: options.siteUrl }),
        chunks: ['app', facts.handle?.chunk, 'subscribe-form'].filter((chunk): chunk is string => Boolean(chunk)),
        // The page's messages are fetched beside its code, not after it (src/app/routes.tsx).
        scriptChunks: [
          'app',
          facts.handle?.chunk,
          facts.handle?.chunk && routeMessagesChunk(facts.handle.chunk, locale),
        ].filter((chunk): chunk is string => Boolean(chunk)),
        path: pagePath,
        markup: result.markup,
        renderedAt: options.renderedAt,
        renderedCityId: DEFAULT_CITY_ID,
        cityMarkSrc,
        answers: result.answers,
      });
      const file = pageFile(options.distDir, locale, pagePath);
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.writeFile(file, html);
      pages += 1;
    });
    options.log(`prerender: ${locale} done (${pages} pages so far)`);
  }
  await fs.writeFile(path.join(options.distDir, 'sitemap.xml'), sitemapXml(addresses, options.siteUrl));
  await fs.writeFile(path.join(options.distDir, 'robots.txt'), robotsTxt(options.siteUrl));
  return { pages, skipped, warning };
};
