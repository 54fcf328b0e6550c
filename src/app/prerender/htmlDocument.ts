import { escapeHtml, serializeJsonForScript } from '../seo';
import { HEAD_SCRIPT, PRERENDER_ATTRS } from '../prerenderMarks';

export interface ChunkManifest {
  publicPath: string;
  groups: Record<string, string[]>;
}

export interface PageDocument {
  lang: string;
  title: string;
  /** Extra tags for <head>: metadata, already escaped. */
  headTags: string;
  /** Chunk groups whose CSS the markup needs (their scripts load after the first paint). */
  chunks: string[];
  /** Chunk groups whose scripts the app needs to start on this page (named on #root). */
  scriptChunks: string[];
  /** Below the language prefix: what #root says it was rendered for (the browser compares). */
  path: string;
  markup: string;
  renderedAt: Date;
  renderedCityId: number;
  /** The page's GET answers keyed by URL (docs/behaviour.md §6, `aptk-state`). */
  answers: Record<string, unknown>;
  /** URLs among `answers` that hold only the part the page shows (trimAnswers.ts). */
  partial?: readonly string[];
}

const filesOf = (manifest: ChunkManifest, chunks: readonly string[], extension: '.css' | '.js'): string[] =>
  [...new Set(chunks.flatMap((chunk) => manifest.groups[chunk] ?? []))]
    .filter((file) => file.endsWith(extension))
    .map((file) => `${manifest.publicPath}${file}`);

// No script request in the HTML: one that starts before the first paint competes with the CSS and
// delays it (docs/performance.md, "Load tasks and the start"). #root names the entry and the
// scripts of the page's start, and the head script asks for them once the page has painted.
const assetTags = (manifest: ChunkManifest, chunks: readonly string[]): string =>
  filesOf(manifest, chunks, '.css')
    .map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`)
    .join('');

/** html-webpack-plugin's tag of the entry script, with or without quotes. */
const ENTRY_SCRIPT = /<script defer(?:="defer")? src=("?)([^"\s>]+)\1><\/script>/;

/**
 * Fills the built index.html (html-webpack-plugin's output, with the entry's script and CSS)
 * with one page: language, title, metadata, the page's own chunks, the markup and its state.
 * The entry's tag leaves the document for #root's `data-entry` (the head script starts it).
 */
export const renderDocument = (template: string, manifest: ChunkManifest, page: PageDocument): string => {
  const entry = ENTRY_SCRIPT.exec(template)?.[2];
  if (entry === undefined) throw new Error('renderDocument: the template has no entry script (<script defer src>)');
  const head = [
    // It must mark <html> before the first paint; inline, so no request stands before that paint.
    `<script data-rendered-city="${page.renderedCityId}">${HEAD_SCRIPT}</script>`,
    `<title>${escapeHtml(page.title)}</title>`,
    page.headTags,
    assetTags(manifest, page.chunks),
  ].join('');
  const root =
    `<div id="root" ${PRERENDER_ATTRS.path}="${escapeHtml(page.path)}" ${PRERENDER_ATTRS.renderedAt}="${page.renderedAt.toISOString()}"` +
    ` ${PRERENDER_ATTRS.scripts}="${escapeHtml(filesOf(manifest, page.scriptChunks, '.js').join(' '))}"` +
    ` ${PRERENDER_ATTRS.entry}="${escapeHtml(entry)}">${page.markup}</div>` +
    `<script id="aptk-state" type="application/json"${
      page.partial && page.partial.length > 0 ? ` data-partial="${escapeHtml(page.partial.join(' '))}"` : ''
    }>${serializeJsonForScript(page.answers)}</script>`;
  return withLang(template, page.lang)
    .replace(ENTRY_SCRIPT, '')
    .replace(/<title>[^<]*<\/title>/, () => head)
    .replace(/<noscript>[\s\S]*?<\/noscript>/, '')
    .replace(ROOT_ELEMENT, () => root);
};

/** The built index.html may spell #root with or without quotes. */
const ROOT_ELEMENT = /<div id=("?)root\1><\/div>/;

/** Sets `<html lang>`; html-webpack-plugin may have dropped the optional `<html>` tag. */
export const withLang = (template: string, lang: string): string => {
  const tag = `<html lang="${escapeHtml(lang)}">`;
  return /<html[\s>]/i.test(template)
    ? template.replace(/<html[^>]*>/i, tag)
    : template.replace(/<!doctype html>/i, (doctype) => `${doctype}${tag}`);
};
