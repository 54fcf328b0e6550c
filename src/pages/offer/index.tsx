import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { paths } from '@/shared/config';
import { EmptyState, ErrorState, LoadingState, PageIntro, buttonClass } from '@/shared/ui';
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
    const sections = [
      { id: 'offer-running', titleId: 'offer.running', promos: running },
      { id: 'offer-upcoming', titleId: 'offer.upcoming', promos: upcoming },
    ] as const;
    return sections
      .filter((section) => section.promos.length > 0)
      .map((section) => (
        <section key={section.id} className={styles.section} aria-labelledby={section.id}>
          <h2 id={section.id} className={styles.heading}>
            <FormattedMessage id={section.titleId} />
          </h2>
          <PromoList promos={section.promos} today={today} />
        </section>
      ));
  };
  return (
    <div className="container page">
      <PageIntro
        title="page.offer.title"
        lead={city ? <FormattedMessage id="offer.leadCity" values={{ city }} /> : <FormattedMessage id="offer.lead" />}
        leadClassName={styles.lead}
      />
      {content()}
    </div>
  );
};
