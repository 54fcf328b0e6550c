export type { PageMeta, SeoContext } from './types';
export { escapeHtml, serializeJsonForScript } from './escape';
export { htmlLang } from './urls';
export { renderHeadTags } from './headTags';
export { sitemapSet, robotsTxt } from './sitemap';
export type { SitemapPage } from './sitemap';
export { staticMeta, homeMeta, categoryMeta, productMeta, pharmaciesMeta, articleMeta, atcMeta } from './pageMeta';
export { STATIC_PAGES, sitemapPaths } from './staticPages';
export type { SitemapSources } from './staticPages';
