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

export interface ArticleSummaryDto {
  slug: string;
  title: string;
  excerpt: string;
  published_at: string;
  reading_minutes: number;
  tag: string;
}

export const toArticleSummary = (dto: ArticleSummaryDto): ArticleSummary => ({
  slug: dto.slug,
  title: dto.title,
  excerpt: dto.excerpt,
  publishedAt: dto.published_at,
  readingMinutes: dto.reading_minutes,
  tag: dto.tag,
});

/** Anything that is not a list of strings is not shown: bodies are text, paragraph by paragraph. */
export const toArticle = (dto: ArticleSummaryDto & { body: unknown }): Article => ({
  ...toArticleSummary(dto),
  body: Array.isArray(dto.body)
    ? dto.body.filter((item): item is string => typeof item === 'string' && item.trim() !== '')
    : [],
});
