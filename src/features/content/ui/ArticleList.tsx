import type { ArticleSummary } from '../model/article';
import { ArticleCard } from './ArticleCard';
import styles from './ArticleList.module.css';

/** Cards titled by h3 under a section's h2, or by h2 where the list stands right under the page's h1. */
export const ArticleList = ({ articles, headingLevel = 3 }: { articles: ArticleSummary[]; headingLevel?: 2 | 3 }) => (
  <ul className={styles.list}>
    {articles.map((article) => (
      <li key={article.slug} className={styles.item}>
        <ArticleCard article={article} headingLevel={headingLevel} />
      </li>
    ))}
  </ul>
);
