import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { paths } from '@/shared/config';
import { EmptyState, ErrorState, LoadingState, buttonClass } from '@/shared/ui';
import { useCityName } from '@/features/city';
import { PromoList, usePromos } from '@/features/promos';
import styles from './OfferPage.module.css';

/** Promos: what runs now and what starts soon, each leading to its products (spec 2). */
export const Component = () => {
  const { running, upcoming, today, isError, isLoading, refetch } = usePromos();
  const city = useCityName();
  const content = () => {
    if (isError) return <ErrorState onRetry={() => void refetch()} />;
    if (isLoading) return <LoadingState />;
    if (running.length === 0 && upcoming.length === 0) {
      return (
        <EmptyState title={<FormattedMessage id="offer.empty" />}>
          <Link to={paths.catalog} className={buttonClass('primary')}>
            <FormattedMessage id="offer.toCatalog" />
          </Link>
        </EmptyState>
      );
    }
    return (
      <>
        {running.length > 0 ? (
          <section className={styles.section} aria-labelledby="offer-running">
            <h2 id="offer-running" className={styles.heading}>
              <FormattedMessage id="offer.running" />
            </h2>
            <PromoList promos={running} today={today} />
          </section>
        ) : null}
        {upcoming.length > 0 ? (
          <section className={styles.section} aria-labelledby="offer-upcoming">
            <h2 id="offer-upcoming" className={styles.heading}>
              <FormattedMessage id="offer.upcoming" />
            </h2>
            <PromoList promos={upcoming} today={today} />
          </section>
        ) : null}
      </>
    );
  };
  return (
    <div className="container page">
      <h1 className="page-title">
        <FormattedMessage id="page.offer.title" />
      </h1>
      <p className={styles.lead}>
        {city ? <FormattedMessage id="offer.leadCity" values={{ city }} /> : <FormattedMessage id="offer.lead" />}
      </p>
      {content()}
    </div>
  );
};
