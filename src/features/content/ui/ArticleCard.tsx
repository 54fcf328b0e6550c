import { Link } from 'react-router';
import { paths } from '@/shared/config';
import type { ArticleSummary } from '../model/article';
import { ArticleMeta } from './ArticleMeta';
import { ArticleCover } from './ArticleCover';
import styles from './ArticleCard.module.css';

export const ArticleCard = ({ article }: { article: ArticleSummary }) => (
  <article className={styles.card}>
    <ArticleCover seed={article.slug} />
    <div className={styles.body}>
      <h3 className={styles.title}>
        <Link to={paths.article(article.slug)} className={styles.link}>
          {article.title}
        </Link>
      </h3>
      {article.excerpt ? <p className={styles.excerpt}>{article.excerpt}</p> : null}
      <ArticleMeta article={article} />
    </div>
  </article>
);
