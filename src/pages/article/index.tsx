import { Link, useParams } from 'react-router';
import { FormattedMessage } from 'react-intl';
import { paths } from '@/shared/config';
import { useDocumentTitle } from '@/shared/i18n';
import { isApiError } from '@/shared/api';
import { EmptyState, ErrorState, Icon, LoadingState, buttonClass, arrowLeftIcon, infoIcon } from '@/shared/ui';
import { ArticleCover, ArticleMeta, useGetArticleQuery, type Article } from '@/features/content';
import { MoreArticles } from './MoreArticles';
import styles from './ArticlePage.module.css';

const ArticleView = ({ article }: { article: Article }) => {
  return (
    <>
      <article className={styles.article}>
        <header className={styles.header}>
          <ArticleMeta article={article} />
          <h1 className={styles.title}>{article.title}</h1>
          {article.excerpt ? <p className={styles.excerpt}>{article.excerpt}</p> : null}
        </header>
        <ArticleCover seed={article.slug} large />
        {/* Paragraphs are plain text from the API: rendered as text, never as markup. */}
        <div className={styles.body}>
          {article.body.map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
        </div>
        <aside className={styles.note}>
          <Icon path={infoIcon} size={20} />
          <p>
            <FormattedMessage id="article.disclaimer" />
          </p>
        </aside>
      </article>
      <MoreArticles currentSlug={article.slug} />
    </>
  );
};

/** One article (/articles/:slug). */
export const Component = () => {
  const { slug = '' } = useParams();
  const { data: article, error, isLoading, refetch } = useGetArticleQuery({ slug });
  const notFound = isApiError(error) && error.status === 404;
  // The route title says "Articles"; once the text is here the tab names it.
  useDocumentTitle(article ? article.title : error ? null : undefined);
  const content = () => {
    if (notFound) {
      return (
        <EmptyState titleAs="h1" title={<FormattedMessage id="article.notFound" />}>
          <Link to={paths.articles} className={buttonClass('primary')}>
            <FormattedMessage id="article.allArticles" />
          </Link>
        </EmptyState>
      );
    }
    if (error) return <ErrorState onRetry={() => void refetch()} />;
    if (isLoading || !article) return <LoadingState />;
    return <ArticleView article={article} />;
  };
  return (
    <div className="container page">
      <Link to={paths.articles} className={styles.back}>
        <Icon path={arrowLeftIcon} size={18} />
        <FormattedMessage id="article.allArticles" />
      </Link>
      {content()}
    </div>
  );
};
