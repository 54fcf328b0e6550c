import { shownAnswer } from '@/shared/api';
import { FormattedMessage } from 'react-intl';
import { paths } from '@/shared/config';
import { ErrorState } from '@/shared/ui';
import { ArticleList, useGetArticlesQuery } from '@/features/content';
import { HomeSection } from './HomeSection';
import { SkeletonCards } from './SkeletonCards';

const SHOWN = 3;

/** The newest articles. */
export const ArticlesTeaser = () => {
  // Only what is shown: asking again for today's values with the same answer renders nothing
  // (docs/performance.md, "Today's values").
  const {
    data: articles,
    isError,
    isLoading,
    refetch,
  } = useGetArticlesQuery(undefined, {
    selectFromResult: shownAnswer,
  });
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
