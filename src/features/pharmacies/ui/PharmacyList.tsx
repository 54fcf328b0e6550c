import { FormattedMessage } from 'react-intl';
import { EmptyState, ErrorState, LoadingState } from '@/shared/ui';
import { useGetPharmaciesQuery } from '../api/pharmaciesApi';
import { useNow } from '../lib/useNow';
import { PharmacyCard } from './PharmacyCard';
import styles from './PharmacyList.module.css';

/** The pharmacies of a city (the /pharmacies page; the page passes the selected city). */
export const PharmacyList = ({ cityId, cityName }: { cityId: number; cityName: string | undefined }) => {
  const now = useNow();
  // Only what is shown: asking again for today's values with the same answer renders nothing.
  const { data, isError, isLoading, refetch } = useGetPharmaciesQuery(
    { city_id: cityId },
    { selectFromResult: ({ data, isError, isLoading }) => ({ data, isError, isLoading }) },
  );

  // A failed refresh keeps the values shown (docs/decisions.md, "Today's values").
  if (isError && !data) return <ErrorState onRetry={() => void refetch()} />;
  if (isLoading || !data) return <LoadingState />;
  if (data.length === 0)
    return <EmptyState title={<FormattedMessage id="pharmacies.none" values={{ city: cityName ?? '' }} />} />;
  return (
    <>
      <p className={styles.lead}>
        <FormattedMessage id="pharmacies.lead" values={{ count: data.length, city: cityName ?? '' }} />
      </p>
      <ul className={styles.grid} data-city-value>
        {data.map((pharmacy) => (
          <li key={pharmacy.id}>
            <PharmacyCard pharmacy={pharmacy} now={now} />
          </li>
        ))}
      </ul>
    </>
  );
};
