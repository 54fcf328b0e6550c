import { LOCALES, type Locale } from '@/shared/i18n';
import { escapeHtml, serializeJsonForScript } from './escape';
import { OG_LOCALES, alternates, localeUrl } from './urls';
import type { PageMeta } from './types';

export interface HeadTagsInput {
  meta: PageMeta;
  locale: Locale;
  /** Below the language prefix: `/`, `/detail/1013`. */
  path: string;
  siteUrl: string;
}

const metaName = (name: string, content: string) =>
  `<meta name="${escapeHtml(name)}" content="${escapeHtml(content)}">`;
const metaProperty = (property: string, content: string) =>
  `<meta property="${escapeHtml(property)}" content="${escapeHtml(content)}">`;
const link = (attributes: Record<string, string>) =>
  `<link ${Object.entries(attributes)
    .map(([name, value]) => `${name}="${escapeHtml(value)}"`)
    .join(' ')}>`;

/**
 * Everything for `<head>` but `<title>` and `<html lang>`, one tag a line. Every page names
 * itself as canonical and its language versions (the prerendering issue asks this of every
 * prerendered page); a shell adds `noindex`, and a self-referencing canonical does not ask to
 * index it (docs/decisions.md, "Search metadata").
 */
export const renderHeadTags = ({ meta, locale, path, siteUrl }: HeadTagsInput): string => {
  const url = localeUrl(siteUrl, locale, path);
  const tags = [metaName('description', meta.description)];
  if (meta.noindex) tags.push(metaName('robots', 'noindex'));
  tags.push(link({ rel: 'canonical', href: url }));
  for (const alternate of alternates(siteUrl, path))
    tags.push(link({ rel: 'alternate', hreflang: alternate.hreflang, href: alternate.href }));
  tags.push(
    metaProperty('og:title', meta.title),
    metaProperty('og:description', meta.description),
    metaProperty('og:type', meta.ogType),
    metaProperty('og:url', url),
    metaProperty('og:site_name', meta.siteName),
    metaProperty('og:locale', OG_LOCALES[locale]),
    ...LOCALES.filter((other) => other !== locale).map((other) =>
      metaProperty('og:locale:alternate', OG_LOCALES[other]),
    ),
  );
  for (const data of meta.jsonLd)
    tags.push(`<script type="application/ld+json">${serializeJsonForScript(data)}</script>`);
  return tags.join('\n');
};
