import { FormattedMessage, useIntl } from 'react-intl';
import { Dialog, ErrorState, Icon, LoadingState, closeDialog, checkIcon, infoIcon, pinIcon } from '@/shared/ui';
import { useAppDispatch } from '@/shared/lib';
import { useGetCitiesQuery } from '../api/cityApi';
import { useCityId } from '../model/useCityId';
import { cityChosen } from '../model/citySlice';
import styles from './CityDialog.module.css';

/** City picker (804 px): the current city, the spec's note, and every city as a choice. */
const CityDialog = () => {
  const dispatch = useAppDispatch();
  const intl = useIntl();
  const cityId = useCityId();
  const { data: cities, isLoading, isError, refetch } = useGetCitiesQuery();
  const close = () => dispatch(closeDialog('city'));
  const current = cities?.find((city) => city.id === cityId);

  return (
    <Dialog open onClose={close} size="wide" title={intl.formatMessage({ id: 'city.dialogTitle' })}>
      <div className={styles.body}>
        {current ? (
          <p className={styles.current}>
            <Icon path={pinIcon} size={20} />
            <span>
              <FormattedMessage id="city.current" values={{ city: <strong>{current.name}</strong> }} />
            </span>
          </p>
        ) : null}
        <p className={styles.note}>
          <Icon path={infoIcon} size={20} />
          <span>
            <FormattedMessage id="city.note" />
          </span>
        </p>
        {isError ? <ErrorState onRetry={() => void refetch()} /> : null}
        {isLoading ? <LoadingState /> : null}
        {cities ? (
          <ul className={styles.list} aria-label={intl.formatMessage({ id: 'city.listLabel' })}>
            {cities.map((city) => (
              <li key={city.id}>
                <button
                  type="button"
                  className={city.id === cityId ? `${styles.city} ${styles.selected}` : styles.city}
                  aria-current={city.id === cityId ? 'true' : undefined}
                  onClick={() => {
                    if (city.id !== cityId) dispatch(cityChosen(city.id));
                    close();
                  }}
                >
                  <span>{city.name}</span>
                  {city.id === cityId ? <Icon path={checkIcon} size={18} /> : null}
                </button>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </Dialog>
  );
};

export default CityDialog;
