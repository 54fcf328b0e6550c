import { PRERENDER_ATTRS, cityMarkScript } from '../prerenderMarks';

export interface ChunkManifest {
  publicPath: string;
  groups: Record<string, string[]>;
}

export interface PageDocument {
  lang: string;
  title: string;
  /** Extra tags for <head>: metadata, already escaped. */
  headTags: string;
  /** Chunk groups whose CSS the markup needs and whose scripts the page will load at once. */
  chunks: string[];
  /** Below the language prefix: what #root says it was rendered for (the browser compares). */
  path: string;
  markup: string;
  renderedAt: Date;
  renderedCityId: number;
  /** The page's GET answers keyed by URL (contract section 4, `aptk-state`). */
  answers: Record<string, unknown>;
}

export const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** JSON inside <script>: nothing in the data can close the element or start a comment. */
export const jsonForScript = (value: unknown): string =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

const assetTags = (manifest: ChunkManifest, chunks: readonly string[]): string => {
  const files = [...new Set(chunks.flatMap((chunk) => manifest.groups[chunk] ?? []))];
  const href = (file: string) => escapeHtml(`${manifest.publicPath}${file}`);
  const css = files.filter((file) => file.endsWith('.css')).map((file) => `<link rel="stylesheet" href="${href(file)}">`);
  const js = files.filter((file) => file.endsWith('.js')).map((file) => `<link rel="preload" as="script" href="${href(file)}">`);
  return [...css, ...js].join('');
};

/**
 * Fills the built index.html (html-webpack-plugin's output, with the entry's scripts and CSS)
 * with one page: language, title, metadata, the page's own chunks, the markup and its state.
 */
export const renderDocument = (template: string, manifest: ChunkManifest, page: PageDocument): string => {
  const head = [
    `<script>${cityMarkScript(page.renderedCityId)}</script>`,
    `<title>${escapeHtml(page.title)}</title>`,
    page.headTags,
    assetTags(manifest, page.chunks),
  ].join('');
  const root =
    `<div id="root" ${PRERENDER_ATTRS.path}="${escapeHtml(page.path)}" ${PRERENDER_ATTRS.renderedAt}="${page.renderedAt.toISOString()}">${page.markup}</div>` +
    `<script id="aptk-state" type="application/json">${jsonForScript(page.answers)}</script>`;
  return template
    .replace(/<html[^>]*>/, `<html lang="${escapeHtml(page.lang)}">`)
    .replace(/<title>[^<]*<\/title>/, () => head)
    .replace(/<noscript>[\s\S]*?<\/noscript>/, '')
    .replace(/<div id="root"><\/div>/, () => root);
};
