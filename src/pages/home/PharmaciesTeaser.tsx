import { shownAnswer } from '@/shared/api';
import { Link } from 'react-router';
import { FormattedMessage } from 'react-intl';
import { paths } from '@/shared/config';
import { ErrorState, Icon, buttonClass, pinIcon } from '@/shared/ui';
import { useCityId, useCityName } from '@/features/city';
import { OpenStatus, useGetPharmaciesQuery, useNow } from '@/features/pharmacies';
import { HomeSection } from './HomeSection';
import { SkeletonCards } from './SkeletonCards';
import styles from './PharmaciesTeaser.module.css';

const SHOWN = 3;

/** How many pharmacies the selected city has, a few addresses, and the way to all of them. */
export const PharmaciesTeaser = () => {
  const cityId = useCityId();
  const city = useCityName();
  const now = useNow();
  // Only what is shown: asking again for today's values with the same answer renders nothing.
  const {
    data: pharmacies,
    isError,
    isLoading,
    refetch,
  } = useGetPharmaciesQuery({ city_id: cityId }, { selectFromResult: shownAnswer });
  const title = city ? (
    <FormattedMessage id="home.pharmaciesIn" values={{ city }} />
  ) : (
    <FormattedMessage id="nav.pharmacies" />
  );
  const content = () => {
    // A failed refresh keeps the values shown (docs/decisions.md, "Today's values").
    if (isError && !pharmacies) return <ErrorState onRetry={() => void refetch()} />;
    if (isLoading || !pharmacies) return <SkeletonCards count={SHOWN} height={120} />;
    if (pharmacies.length === 0) {
      return (
        <p className={styles.none}>
          <FormattedMessage id="home.noPharmacies" />
        </p>
      );
    }
    return (
      <div className={styles.box}>
        <p className={styles.count}>
          <span className={styles.number}>{pharmacies.length}</span>
          <span>
            <FormattedMessage id="home.pharmaciesCount" values={{ count: pharmacies.length }} />
          </span>
        </p>
        <ul className={styles.list} data-city-value>
          {pharmacies.slice(0, SHOWN).map((pharmacy) => (
            <li key={pharmacy.id} className={styles.item}>
              <Icon path={pinIcon} size={20} className={styles.pin} />
              <div>
                <h3 className={styles.name}>{pharmacy.name}</h3>
                <p className={styles.address}>{pharmacy.address}</p>
                <OpenStatus hours={pharmacy.hours} now={now} />
              </div>
            </li>
          ))}
        </ul>
        <Link to={paths.pharmacies} className={`${buttonClass('secondary')} ${styles.all}`}>
          <FormattedMessage id="home.allPharmacies" values={{ count: pharmacies.length }} />
        </Link>
      </div>
    );
  };
  return (
    <HomeSection id="home-pharmacies" title={title}>
      {content()}
    </HomeSection>
  );
};
