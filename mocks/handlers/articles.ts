import type { ArticleDto, ArticlesDto, ArticleSummaryDto } from '@/shared/api/answers';
import { endpoint } from '../endpoint';
import { fail } from '../lib/errors';
import type { Lang } from '../lib/i18n';
import { obj, str } from '../lib/shape';
import { ARTICLES, type ArticleSeed } from '../data/articles';
import { empty } from './util';

function readingMinutes(seed: ArticleSeed, lang: Lang): number {
  const words = seed.texts[lang].body.join(' ').split(/\s+/).length;
  return Math.max(2, Math.ceil(words / 180));
}

function summary(seed: ArticleSeed, lang: Lang): ArticleSummaryDto {
  const t = seed.texts[lang];
  return {
    slug: seed.slug,
    title: t.title,
    excerpt: t.excerpt,
    published_at: seed.published,
    reading_minutes: readingMinutes(seed, lang),
    tag: t.tag,
  };
}

export const articlesHandlers = [
  endpoint('get', '/articles', empty, ({ lang }): ArticlesDto => ({
    list: [...ARTICLES].sort((a, b) => b.published.localeCompare(a.published)).map((a) => summary(a, lang)),
  })),

  endpoint('get', '/articles/detail', obj({ slug: str }), ({ data, lang }): ArticleDto => {
    const seed = ARTICLES.find((a) => a.slug === data.slug);
    if (!seed) throw fail(404, 'articleNotFound');
    return { ...summary(seed, lang), body: [...seed.texts[lang].body] };
  }),
];
