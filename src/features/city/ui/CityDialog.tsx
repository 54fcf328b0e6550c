import { FormattedMessage, useIntl } from 'react-intl';
import { Dialog, ErrorState, LoadingState, closeDialog } from '@/shared/ui';
import { DIALOG } from '@/shared/config';
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
  const close = () => dispatch(closeDialog(DIALOG.city));
  const current = cities?.find((city) => city.id === cityId);

  return (
    <Dialog open onClose={close} size="wide" title={intl.formatMessage({ id: 'city.dialogTitle' })}>
      <p className={styles.current}>
        <FormattedMessage id="city.current" values={{ city: <strong>{current?.name ?? '…'}</strong> }} />
      </p>
      <p className={styles.note}>
        <FormattedMessage id="city.note" />
      </p>
      {isError ? <ErrorState onRetry={() => void refetch()} /> : null}
      {isLoading ? <LoadingState /> : null}
      {cities ? (
        <ul className={styles.list}>
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
                {city.name}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </Dialog>
  );
};

export default CityDialog;
