import * as v from 'valibot';
import { listOf, num, optText, str, text } from './answerParts';

/**
 * The answers only the articles read (answers.ts exports them with every other answer of
 * docs/api.md).
 */

/** Without `excerpt` or `tag` the card shows neither (the title links to the article). */
const ArticleSummarySchema = v.object({
  slug: str,
  title: str,
  excerpt: optText('articles.excerpt'),
  published_at: str,
  reading_minutes: num,
  tag: optText('articles.tag'),
});

/** GET /articles */
export const ArticlesSchema = listOf('articles.list', ArticleSummarySchema);
export type ArticlesDto = v.InferOutput<typeof ArticlesSchema>;
export type ArticleSummaryDto = ArticlesDto['list'][number];

/**
 * GET /articles/detail. The body is read leniently: what is not a list of strings shows no
 * paragraph rather than an error (the client drops the empty ones).
 */
export const ArticleSchema = v.object({ ...ArticleSummarySchema.entries, body: v.fallback(v.array(text), []) });
export type ArticleDto = v.InferOutput<typeof ArticleSchema>;
