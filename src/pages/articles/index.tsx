import { FormattedMessage } from 'react-intl';
import { EmptyState, ErrorState, LoadingState, PageIntro } from '@/shared/ui';
import { ArticleList, useGetArticlesQuery } from '@/features/content';
import styles from './ArticlesPage.module.css';

/** Health articles, newest first. */
export const Component = () => {
  const { data: articles, isError, isLoading, refetch } = useGetArticlesQuery();
  const content = () => {
    if (isError) return <ErrorState onRetry={() => void refetch()} />;
    if (isLoading || !articles) return <LoadingState />;
    if (articles.length === 0) return <EmptyState title={<FormattedMessage id="articles.empty" />} />;
    return <ArticleList articles={articles} headingLevel={2} />;
  };
  return (
    <div className="container page">
      <PageIntro
        title="page.articles.title"
        lead={<FormattedMessage id="articles.lead" />}
        leadClassName={styles.lead}
      />
      {content()}
    </div>
  );
};
