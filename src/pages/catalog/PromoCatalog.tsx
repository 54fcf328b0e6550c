import { Link } from 'react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import { paths } from '@/shared/config';
import { useDocumentTitle } from '@/shared/i18n';
import { buttonClass, EmptyState, ErrorState, LoadingState } from '@/shared/ui';
import { renderAddToCart } from '@/features/cart';
import { renderFavourite, ProductListing } from '@/features/catalog';
import { PromoBanner, usePromo } from '@/features/promos';
import { usePharmacyName } from './usePharmacyName';

/**
 * One promotion's products (`?promo=<id>`, the promo cards' link): its title and dates above
 * them, the filters of that subset. A promotion the city's list does not hold (ended, or never
 * was) says so instead of showing the whole catalogue.
 */
export const PromoCatalog = ({ promoId }: { promoId: number }) => {
  const intl = useIntl();
  const { data: promos, promo, isError, refetch } = usePromo(promoId);
  const pharmacyName = usePharmacyName();
  useDocumentTitle(promo ? promo.title : promos || isError ? intl.formatMessage({ id: 'promos.notFound' }) : undefined);

  if (isError && !promos)
    return (
      <div className="container page">
        <ErrorState onRetry={() => void refetch()} />
      </div>
    );
  if (!promos)
    return (
      <div className="container page">
        <LoadingState />
      </div>
    );
  if (!promo) {
    return (
      <div className="container page">
        <EmptyState titleAs="h1" title={<FormattedMessage id="promos.notFound" />}>
          <p>
            <FormattedMessage id="promos.notFoundText" />
          </p>
          <Link to={paths.offer} className={buttonClass('primary')}>
            <FormattedMessage id="promos.allPromotions" />
          </Link>
          <Link to={paths.catalog} className={buttonClass('secondary')}>
            <FormattedMessage id="catalog.toCatalog" />
          </Link>
        </EmptyState>
      </div>
    );
  }
  return (
    <div className="container page">
      <PromoBanner promo={promo} />
      <ProductListing
        scope={{ promoId }}
        pharmacyName={pharmacyName}
        renderActions={renderAddToCart}
        renderCorner={renderFavourite}
      />
    </div>
  );
};
