import { FormattedMessage } from 'react-intl';
import { EmptyState, ErrorState, LoadingState } from '@/shared/ui';
import { ArticleList, useGetArticlesQuery } from '@/features/content';
import styles from './ArticlesPage.module.css';

/** Health articles, newest first. */
export const Component = () => {
  const { data: articles, isError, isLoading, refetch } = useGetArticlesQuery();
  const content = () => {
    if (isError) return <ErrorState onRetry={() => void refetch()} />;
    if (isLoading || !articles) return <LoadingState />;
    if (articles.length === 0) return <EmptyState title={<FormattedMessage id="articles.empty" />} />;
    return <ArticleList articles={articles} />;
  };
  return (
    <div className="container page">
      <h1 className="page-title">
        <FormattedMessage id="page.articles.title" />
      </h1>
      <p className={styles.lead}>
        <FormattedMessage id="articles.lead" />
      </p>
      {content()}
    </div>
  );
};
