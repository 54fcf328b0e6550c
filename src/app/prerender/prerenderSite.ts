import fs from 'node:fs/promises';
import path from 'node:path';
import { createIntl } from 'react-intl';
import { DEFAULT_CITY_ID, SHOP_TIME_ZONE } from '@/shared/config';
import { INTL_TAGS, LOCALES, loadMessages, type Locale, type Messages } from '@/shared/i18n';
import { renderPage } from './renderPage';
import { htmlLang, renderHeadTags, robotsTxt, sitemapPaths, sitemapSet, type SitemapPage } from '../seo';
import { readPageFacts } from './pageData';
import { pageMetaFor } from './pageHead';
import { renderDocument, type ChunkManifest } from './htmlDocument';
import { SHELL_PATHS } from './addresses';
import { PRERENDER_ATTRS } from '../prerenderMarks';
import { listSources } from './listSources';
import { trimAnswers } from './trimAnswers';
import { pageInputsDigest } from './pageInputs';
import { keepSafeSources, pageFile } from './safePaths';
import { routeMessagesChunk } from '../routeMessages';

export interface PrerenderOptions {
  distDir: string;
  /** Where this machine reaches the API; null: no API, nothing to prerender (the build fails). */
  fetchBase: string | null;
  renderedAt: Date;
  /** The site's public origin (SITE_URL): canonical URLs, alternates, sitemap. */
  siteUrl: string;
  /** Pages rendered at once in one worker: the API's latency overlaps with rendering. */
  concurrency?: number;
  /** A digest of the bundle and the template the pages are rendered with (scripts/prerender.mjs). */
  build?: string;
  /** The last build's digest of each page's inputs, by `<locale><path>` (pageInputs.ts). */
  lastInputs?: Readonly<Record<string, string>>;
}

/** What to prerender: every public address in every language, plus the shells; or why nothing can be. */
export type PrerenderPlan =
  | {
      kind: 'pages';
      addresses: string[];
      jobs: PageJob[];
      /** What the API named that is no safe file name, left out (docs/decisions.md, "Prerender paths from the API"). */
      rejected: string[];
    }
  | { kind: 'no-api'; reason: string };

export interface PageJob {
  locale: Locale;
  path: string;
}

/**
 * One page's fate: written (new or changed), unchanged (left as it was; `rendered` false when its
 * inputs were the last build's), or skipped (not a 200). `inputs`: the digest of its inputs.
 */
export type PageOutcome =
  | { kind: 'written' | 'unchanged'; locale: Locale; path: string; inputs?: string; rendered: boolean }
  | { kind: 'skipped'; locale: Locale; path: string; status: number };

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

/** `data-rendered-at="…"`: the one part of a page that changes with every build, not with its data. */
const RENDERED_AT = new RegExp(` ${PRERENDER_ATTRS.renderedAt}="[^"]*"`);

/**
 * Writes `content` unless the file already holds it, so an unchanged page keeps its bytes and
 * its modification time (docs/decisions.md, "Incremental prerender"). `sameAs` decides what
 * counts as the same content. Resolves to whether it wrote. A changed file is replaced, not
 * written through: the build's folder starts as hard links to the current output, which must
 * stay as it was until the build is swapped in (docs/decisions.md, "Prerendering").
 */
const writeIfChanged = async (
  file: string,
  content: string,
  sameAs: (before: string) => boolean = (before) => before === content,
): Promise<boolean> => {
  const before = await fs.readFile(file, 'utf8').catch(() => null);
  if (before !== null && sameAs(before)) return false;
  await fs.mkdir(path.dirname(file), { recursive: true });
  await fs.rm(file, { force: true });
  await fs.writeFile(file, content);
  return true;
};

/** An error's message and its cause's, as in "fetch failed: connect ECONNREFUSED 127.0.0.1:80". */
const whyFailed = (error: unknown): string =>
  error instanceof Error
    ? [error.message, error.cause instanceof Error ? error.cause.message : null].filter(Boolean).join(': ')
    : String(error);

/**
 * The addresses to render, read from the API; with no API the plan says why, and the build
 * fails: a page of an older build must not stay with files this build replaced.
 */
export const planPrerender = async (options: PrerenderOptions): Promise<PrerenderPlan> => {
  let addresses: string[] | null = null;
  let reason: string | null = null;
  const rejected: string[] = [];
  if (options.fetchBase === null) reason = 'no API to prerender from (API_URL and PRERENDER_API_URL are empty)';
  else {
    try {
      const checked = keepSafeSources(await listSources(options.fetchBase));
      rejected.push(...checked.rejected.map((what) => `${what} (not a safe file name)`));
      addresses = sitemapPaths(checked.sources);
    } catch (error) {
      reason = `the API at ${options.fetchBase} could not be reached (${whyFailed(error)})`;
    }
  }
  if (addresses === null) return { kind: 'no-api', reason: reason ?? 'no addresses' };
  const pagePaths = [...addresses, ...SHELL_PATHS];
  return {
    kind: 'pages',
    addresses,
    rejected,
    jobs: LOCALES.flatMap((locale) => pagePaths.map((pagePath) => ({ locale, path: pagePath }))),
  };
};

/**
 * A page renderer for one worker: renders pages of one language at a time (the locale and the
 * render time are module state), writes each one whose content changed, and says what it did.
 */
export const createPageRenderer = async (options: PrerenderOptions) => {
  const template = await fs.readFile(path.join(options.distDir, 'index.html'), 'utf8');
  const manifest = JSON.parse(
    await fs.readFile(path.join(options.distDir, 'chunk-manifest.json'), 'utf8'),
  ) as ChunkManifest;
  const fetchBase = options.fetchBase;
  if (fetchBase === null) throw new Error('createPageRenderer needs an API');
  const perLocale = new Map<Locale, { messages: Messages; intl: ReturnType<typeof createIntl> }>();
  const forLocale = async (locale: Locale) => {
    let entry = perLocale.get(locale);
    if (!entry) {
      entry = {
        messages: await loadMessages(locale),
        intl: createIntl({ locale: INTL_TAGS[locale], messages: await allMessages(locale), timeZone: SHOP_TIME_ZONE }),
      };
      perLocale.set(locale, entry);
    }
    return entry;
  };

  const renderOne = async (locale: Locale, pagePath: string): Promise<PageOutcome> => {
    const { messages, intl } = await forLocale(locale);
    const file = pageFile(options.distDir, locale, pagePath);
    const { build } = options;
    const last = options.lastInputs?.[`${locale}${pagePath}`];
    const fileKept =
      last !== undefined &&
      (await fs.access(file).then(
        () => true,
        () => false,
      ));
    let inputs: string | undefined;
    const result = await renderPage({
      locale,
      messages,
      path: pagePath,
      fetchBase,
      renderedAt: options.renderedAt,
      sameInputs: (answers, status) => {
        if (build === undefined) return false;
        inputs = pageInputsDigest({ build, locale, path: pagePath, renderedAt: options.renderedAt, status, answers });
        return fileKept && inputs === last;
      },
    });
    if (result.kind === 'same-inputs') return { kind: 'unchanged', locale, path: pagePath, inputs, rendered: false };
    if (result.kind === 'redirect' || result.status !== 200)
      return { kind: 'skipped', locale, path: pagePath, status: result.status };
    const facts = readPageFacts(result.state, result.context);
    const state = trimAnswers(result.answers, facts, result.markup);
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
      answers: state.answers,
      partial: state.partial,
    });
    // A page whose markup and data are those of the last build keeps that build's file: its
    // render time still matches its markup, so hydration agrees with it.
    const withoutTime = html.replace(RENDERED_AT, '');
    const written = await writeIfChanged(file, html, (before) => before.replace(RENDERED_AT, '') === withoutTime);
    // A page's time is the time its data is of, the sitemap's `lastmod`: a build rendered in
    // shards on several machines gives each page the same time as one machine would.
    if (written) await fs.utimes(file, options.renderedAt, options.renderedAt);
    return { kind: written ? 'written' : 'unchanged', locale, path: pagePath, inputs, rendered: true };
  };

  /**
   * Renders pages of one language, `concurrency` at a time (renderPage sets the locale, module
   * state, so one batch holds one language); `done` hears of each page as it ends.
   */
  return async (locale: Locale, pagePaths: readonly string[], done: (outcome: PageOutcome) => void): Promise<void> => {
    await eachLimited(pagePaths, options.concurrency ?? 6, async (pagePath) => done(await renderOne(locale, pagePath)));
  };
};

/** Every `index.html` under the language folders, as `<locale>/<path>/index.html` relative to distDir. */
const pageFilesIn = async (distDir: string): Promise<string[]> => {
  const found: string[] = [];
  for (const locale of LOCALES) {
    const entries = await fs.readdir(path.join(distDir, locale), { recursive: true }).catch(() => [] as string[]);
    for (const entry of entries)
      if (entry === 'index.html' || entry.endsWith(`${path.sep}index.html`)) found.push(path.join(locale, entry));
  }
  return found;
};

/**
 * After the pages: removes every page file this run did not write or find unchanged (`kept`):
 * an address that is gone (a product no longer sold) or skipped (not a 200) would otherwise
 * keep an older build's page, naming files that build had. Then writes the sitemap index, its
 * files and robots.txt, each only when it changed. A page's `lastmod` is its file's modification
 * time, the render time of the build that last changed it (unchanged pages keep theirs).
 */
export const finishSite = async (
  options: Pick<PrerenderOptions, 'distDir' | 'siteUrl'>,
  addresses: readonly string[],
  kept: readonly PageJob[],
): Promise<{ removed: string[]; sitemapFiles: number; sitemapUrls: number; written: string[] }> => {
  const wanted = new Set(
    kept.map((job) => path.relative(options.distDir, pageFile(options.distDir, job.locale, job.path))),
  );
  const removed = (await pageFilesIn(options.distDir)).filter((file) => !wanted.has(file));
  for (const file of removed) await fs.rm(path.join(options.distDir, file));

  const pages: SitemapPage[] = [];
  for (const address of new Set(addresses)) {
    const lastmod: SitemapPage['lastmod'] = {};
    for (const locale of LOCALES) {
      const stat = await fs.stat(pageFile(options.distDir, locale, address)).catch(() => null);
      if (stat) lastmod[locale] = `${stat.mtime.toISOString().slice(0, 19)}Z`;
    }
    pages.push({ path: address, lastmod });
  }
  const set = sitemapSet(pages, options.siteUrl);
  const written: string[] = [];
  const write = async (name: string, content: string) => {
    if (await writeIfChanged(path.join(options.distDir, name), content)) written.push(name);
  };
  for (const file of set.files) await write(file.name, file.xml);
  await write('sitemap.xml', set.index);
  await write('robots.txt', robotsTxt(options.siteUrl));
  // Files of a split that is no longer needed.
  const names = new Set(set.files.map((file) => file.name));
  for (const entry of await fs.readdir(options.distDir))
    if (/^sitemap-[a-z]{2}(-\d+)?\.xml$/.test(entry) && !names.has(entry)) {
      await fs.rm(path.join(options.distDir, entry));
      removed.push(entry);
    }
  return { removed, sitemapFiles: set.files.length, sitemapUrls: pages.length * LOCALES.length, written };
};
