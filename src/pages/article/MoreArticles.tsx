import { FormattedMessage } from 'react-intl';
import { ArticleList, useGetArticlesQuery } from '@/features/content';
import styles from './ArticlePage.module.css';

const MORE_COUNT = 3;

/** A few other articles to read next; nothing at all when the list cannot be had. */
export const MoreArticles = ({ currentSlug }: { currentSlug: string }) => {
  const { data } = useGetArticlesQuery();
  const others = (data ?? []).filter((article) => article.slug !== currentSlug).slice(0, MORE_COUNT);
  if (others.length === 0) return null;
  return (
    <section className={styles.more} aria-labelledby="more-articles-title">
      <h2 id="more-articles-title" className={styles.moreTitle}>
        <FormattedMessage id="article.more" />
      </h2>
      <ArticleList articles={others} />
    </section>
  );
};
