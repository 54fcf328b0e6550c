import { FormattedMessage } from 'react-intl';
import { paths } from '@/shared/config';
import { ErrorState } from '@/shared/ui';
import { ArticleList, useGetArticlesQuery } from '@/features/content';
import { HomeSection } from './HomeSection';
import { SkeletonCards } from './SkeletonCards';

const SHOWN = 3;

/** The newest articles. */
export const ArticlesTeaser = () => {
  const { data: articles, isError, isLoading, refetch } = useGetArticlesQuery();
  if (!isError && !isLoading && !articles?.length) return null;
  return (
    <HomeSection
      id="home-articles"
      title={<FormattedMessage id="home.articles" />}
      more={{ to: paths.articles, label: <FormattedMessage id="home.allArticles" /> }}
    >
      {isError ? (
        <ErrorState onRetry={() => void refetch()} />
      ) : isLoading || !articles ? (
        <SkeletonCards count={SHOWN} height={300} />
      ) : (
        <ArticleList articles={articles.slice(0, SHOWN)} />
      )}
    </HomeSection>
  );
};
