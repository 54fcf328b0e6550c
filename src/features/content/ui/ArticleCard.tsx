import { Link } from 'react-router';
import { paths } from '@/shared/config';
import type { ArticleSummary } from '../model/article';
import { ArticleMeta } from './ArticleMeta';
import { ArticleCover } from './ArticleCover';
import styles from './ArticleCard.module.css';

/** `headingLevel`: one below the heading the list stands under (docs/decisions.md, "Valid markup"). */
export const ArticleCard = ({ article, headingLevel }: { article: ArticleSummary; headingLevel: 2 | 3 }) => {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={styles.card}>
      <ArticleCover seed={article.slug} />
      <div className={styles.body}>
        <Heading className={styles.title}>
          <Link to={paths.article(article.slug)} className={styles.link}>
            {article.title}
          </Link>
        </Heading>
        {article.excerpt ? <p className={styles.excerpt}>{article.excerpt}</p> : null}
        <ArticleMeta article={article} />
      </div>
    </article>
  );
};
