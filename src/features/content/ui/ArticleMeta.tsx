import { FormattedMessage } from 'react-intl';
import { CalendarDate } from '@/shared/i18n';
import type { ArticleSummary } from '../model/article';
import styles from './ArticleMeta.module.css';

/** Tag, publication date and reading time. The date is a calendar day. */
export const ArticleMeta = ({ article }: { article: ArticleSummary }) => (
  <p className={styles.meta}>
    {article.tag ? <span className={styles.tag}>{article.tag}</span> : null}
    <time dateTime={article.publishedAt}>
      <CalendarDate day={article.publishedAt} />
    </time>
    <span>
      <FormattedMessage id="articles.readingTime" values={{ minutes: article.readingMinutes }} />
    </span>
  </p>
);
