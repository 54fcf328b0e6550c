import type { ArticleDto, ArticleSummaryDto } from '@/shared/api';

export interface ArticleSummary {
  slug: string;
  title: string;
  excerpt: string;
  /** `YYYY-MM-DD` */
  publishedAt: string;
  readingMinutes: number;
  tag: string;
}

export interface Article extends ArticleSummary {
  /** Plain-text paragraphs, never markup. */
  body: string[];
}

export const toArticleSummary = (dto: ArticleSummaryDto): ArticleSummary => ({
  slug: dto.slug,
  title: dto.title,
  excerpt: dto.excerpt,
  publishedAt: dto.published_at,
  readingMinutes: dto.reading_minutes,
  tag: dto.tag,
});

/** Bodies are text, paragraph by paragraph; what is not text reads as '' (ArticleSchema) and is not shown. */
export const toArticle = (dto: ArticleDto): Article => ({
  ...toArticleSummary(dto),
  body: dto.body.filter((item) => item.trim() !== ''),
});
