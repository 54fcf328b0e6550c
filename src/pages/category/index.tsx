import { shownAnswer } from '@/shared/api';
import { Link, useParams } from 'react-router';
import { useIntl } from 'react-intl';
import { useDocumentTitle } from '@/shared/i18n';
import { renderAddToCart } from '@/features/cart';
import {
  Breadcrumbs,
  CategoryChips,
  CategoryTree,
  renderFavourite,
  ProductListing,
  categoryTrail,
  childCategories,
  useGetCategoriesQuery,
} from '@/features/catalog';
import { paths } from '@/shared/config';
import { buttonClass, EmptyState, ErrorState, LoadingState } from '@/shared/ui';

/** One category (a parent includes its subcategories) with the catalogue's filters and sorting. */
export const Component = () => {
  const intl = useIntl();
  const { slug = '' } = useParams();
  // Only what is shown: asking again for today's values with the same answer renders nothing
  // (docs/performance.md, "Today's values").
  const {
    data: categories,
    isError,
    refetch,
  } = useGetCategoriesQuery(undefined, {
    selectFromResult: shownAnswer,
  });
  const trail = categories ? categoryTrail(categories, slug) : [];
  const category = trail[trail.length - 1];
  // An unknown slug or a failed list: the route's title is the final one.
  useDocumentTitle(category ? category.name : categories || isError ? null : undefined);

  if (isError && !categories)
    return (
      <div className="container page">
        <ErrorState onRetry={() => void refetch()} />
      </div>
    );
  if (!categories)
    return (
      <div className="container page">
        <LoadingState />
      </div>
    );
  if (!category) {
    return (
      <div className="container page">
        <EmptyState titleAs="h1" title={intl.formatMessage({ id: 'catalog.category.notFound' })}>
          <Link to={paths.catalog} className={buttonClass('primary')}>
            {intl.formatMessage({ id: 'catalog.toCatalog' })}
          </Link>
        </EmptyState>
      </div>
    );
  }

  const children = childCategories(categories, category.slug);
  const siblings = category.parentSlug ? childCategories(categories, category.parentSlug) : [];
  return (
    <div className="container page">
      <Breadcrumbs
        items={[
          { label: intl.formatMessage({ id: 'page.catalog.title' }), to: paths.catalog },
          ...trail.map((item) =>
            item === category ? { label: item.name } : { label: item.name, to: paths.category(item.slug) },
          ),
        ]}
      />
      <h1 className="page-title">{category.name}</h1>
      {children.length > 0 ? (
        <CategoryChips
          categories={children}
          label={intl.formatMessage({ id: 'catalog.categories.sub' }, { name: category.name })}
          desktop
        />
      ) : (
        <CategoryChips categories={siblings} label={intl.formatMessage({ id: 'catalog.categories.label' })} />
      )}
      <ProductListing
        key={category.slug}
        scope={{ category: category.slug }}
        sidebarTop={<CategoryTree categories={categories} currentSlug={category.slug} />}
        renderActions={renderAddToCart}
        renderCorner={renderFavourite}
      />
    </div>
  );
};
