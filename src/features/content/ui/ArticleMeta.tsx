import { FormattedDate, FormattedMessage } from 'react-intl';
import type { ArticleSummary } from '../model/article';
import styles from './ArticleMeta.module.css';

/** Tag, publication date and reading time. Dates are calendar days: formatted in UTC. */
export const ArticleMeta = ({ article }: { article: ArticleSummary }) => (
  <p className={styles.meta}>
    <span className={styles.tag}>{article.tag}</span>
    <time dateTime={article.publishedAt}>
      <FormattedDate
        value={`${article.publishedAt}T00:00:00Z`}
        day="numeric"
        month="long"
        year="numeric"
        timeZone="UTC"
      />
    </time>
    <span>
      <FormattedMessage id="articles.readingTime" values={{ minutes: article.readingMinutes }} />
    </span>
  </p>
);
