import type { ArticleSummary } from '../model/article';
import { ArticleCard } from './ArticleCard';
import styles from './ArticleList.module.css';

export const ArticleList = ({ articles }: { articles: ArticleSummary[] }) => (
  <ul className={styles.list}>
    {articles.map((article) => (
      <li key={article.slug} className={styles.item}>
        <ArticleCard article={article} />
      </li>
    ))}
  </ul>
);
