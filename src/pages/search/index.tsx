import { Link, useSearchParams } from 'react-router';
import { useIntl } from 'react-intl';
import { renderAddToCart } from '@/features/cart';
import { renderFavourite, NothingFound, ProductListing } from '@/features/catalog';
import { checkSearchQuery, isBarcodeQuery } from '@/features/search';
import { paths } from '@/shared/config';
import { buttonClass, EmptyState } from '@/shared/ui';
import styles from './SearchPage.module.css';

/**
 * /search?q=: the catalogue's cards, filters and sorting over GET /products with `query`. The
 * tab keeps the route's title ("Search results"), never the term: a tag manager's default tags
 * read `document.title` (docs/decisions.md, "Analytics and consent"). The heading shows it.
 */
export const Component = () => {
  const intl = useIntl();
  const [params] = useSearchParams();
  const check = checkSearchQuery(params.get('q') ?? '');
  const query = check.kind === 'ok' ? check.query : undefined;

  return (
    <div className="container page">
      <h1 className="page-title">
        {query ? (
          <>
            {intl.formatMessage({ id: 'page.search.title' })}
            <span className={styles.query}>{intl.formatMessage({ id: 'catalog.search.for' }, { query })}</span>
          </>
        ) : (
          intl.formatMessage({ id: 'page.search.title' })
        )}
      </h1>
      {query ? (
        <ProductListing
          key={query}
          scope={{ query }}
          empty={
            <NothingFound
              hint={
                isBarcodeQuery(query)
                  ? intl.formatMessage({ id: 'medinfo.search.eanNotFound' }, { ean: query })
                  : undefined
              }
            />
          }
          renderActions={renderAddToCart}
          renderCorner={renderFavourite}
        />
      ) : (
        <EmptyState title={intl.formatMessage({ id: 'search.tooShort' })}>
          <Link to={paths.catalog} className={buttonClass('secondary')}>
            {intl.formatMessage({ id: 'catalog.toCatalog' })}
          </Link>
        </EmptyState>
      )}
    </div>
  );
};
