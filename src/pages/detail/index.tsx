import { answerData } from '@/shared/api';
import { skipToken } from '@reduxjs/toolkit/query';
import { Link, useParams } from 'react-router';
import { useIntl } from 'react-intl';
import { useDocumentTitle } from '@/shared/i18n';
import { AddToCartButton, renderAddToCart } from '@/features/cart';
import { useCityId, useCityKnown, useCityName } from '@/features/city';
import { StockAlert } from '@/features/alerts';
import {
  Breadcrumbs,
  CheaperAlternatives,
  renderFavourite,
  ProductDetailView,
  categoryTrail,
  useGetCategoriesQuery,
  useGetProductDetailQuery,
} from '@/features/catalog';
import { paths } from '@/shared/config';
import { buttonClass, EmptyState, ErrorState, LoadingState } from '@/shared/ui';
import { parseProductId } from './productId';
import styles from './DetailPage.module.css';

/** /detail/:id: everything about one product in the selected city. */
export const Component = () => {
  const intl = useIntl();
  const id = parseProductId(useParams().id);
  const cityId = useCityId();
  const cityName = useCityName();
  const cityKnown = useCityKnown();
  // currentData: a product never shows under another product's address while the new one loads.
  // Only what is shown: asking again for today's values with the same answer renders nothing
  // (docs/performance.md, "Today's values").
  const {
    currentData: data,
    error,
    isError,
    refetch,
  } = useGetProductDetailQuery(id === null ? skipToken : { id, city_id: cityId }, {
    selectFromResult: ({ currentData, error, isError }) => ({ currentData, error, isError }),
  });
  const { data: categories } = useGetCategoriesQuery(undefined, { selectFromResult: answerData });
  const notFound = id === null || (isError && typeof error === 'object' && 'status' in error && error.status === 404);
  // Not found or failed: the route's title is the final one.
  useDocumentTitle(data ? data.product.name : notFound || isError ? null : undefined);
  if (notFound) {
    return (
      <div className="container page">
        <EmptyState titleAs="h1" title={intl.formatMessage({ id: 'catalog.detail.notFound' })}>
          <Link to={paths.catalog} className={buttonClass('primary')}>
            {intl.formatMessage({ id: 'catalog.toCatalog' })}
          </Link>
        </EmptyState>
      </div>
    );
  }
  if (isError && !data)
    return (
      <div className="container page">
        <ErrorState onRetry={() => void refetch()} />
      </div>
    );
  if (!data)
    return (
      <div className="container page">
        <LoadingState />
      </div>
    );

  const { product } = data;
  const trail = categories ? categoryTrail(categories, product.categorySlug) : [];
  return (
    <div className="container page">
      <Breadcrumbs
        items={[
          { label: intl.formatMessage({ id: 'page.catalog.title' }), to: paths.catalog },
          ...trail.map((item) => ({ label: item.name, to: paths.category(item.slug) })),
          { label: product.name },
        ]}
      />
      <ProductDetailView
        page={data}
        cityName={cityName}
        buy={
          <AddToCartButton
            productId={product.id}
            productName={product.name}
            disabled={data.pharmacies.length === 0}
            block
          />
        }
        notify={
          data.pharmacies.length === 0 && cityName ? (
            // A new form for another product or city: what was typed or confirmed belongs to that one.
            <StockAlert
              key={`${product.id}:${cityId}`}
              productId={product.id}
              productName={product.name}
              cityId={cityId}
              cityName={cityName}
            />
          ) : null
        }
        alternatives={
          // Only where a pharmacist could hand over another product: the block's place is in
          // the HTML whatever the visitor's city (docs/decisions.md, "Cheaper alternatives").
          data.analogues.length > 0 ? (
            <CheaperAlternatives
              key={product.id}
              product={product}
              cityId={cityId}
              cityName={cityName}
              cityKnown={cityKnown}
            />
          ) : null
        }
        renderActions={renderAddToCart}
        renderCorner={renderFavourite}
      />
      {/* Ask a pharmacist about this product (docs/decisions.md, "Ask a pharmacist"): a link, so
          the router keeps the press while the form's page loads. */}
      <p className={styles.ask}>
        {intl.formatMessage({ id: 'questions.fromProduct' })}{' '}
        <Link to={paths.ask(product.id)} className={buttonClass('secondary')}>
          {intl.formatMessage({ id: 'questions.ask' })}
        </Link>
      </p>
    </div>
  );
};
