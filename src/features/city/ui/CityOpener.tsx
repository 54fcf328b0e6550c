import { FormattedMessage, useIntl } from 'react-intl';
import { DIALOG } from '@/shared/config';
import { Icon, openDialog } from '@/shared/ui';
import { useAppDispatch } from '@/shared/lib';
import { useGetCitiesQuery } from '../api/cityApi';
import { useCityId } from '../model/useCityId';
import styles from './CityOpener.module.css';

/** Shows the current city and opens the city picker. */
export const CityOpener = () => {
  const dispatch = useAppDispatch();
  const intl = useIntl();
  const cityId = useCityId();
  const { data: cities } = useGetCitiesQuery();
  const name = cities?.find((city) => city.id === cityId)?.name;
  return (
    <button
      type="button"
      className={styles.opener}
      onClick={() => dispatch(openDialog({ id: DIALOG.city }))}
      aria-label={intl.formatMessage({ id: 'city.openerLabel' }, { city: name ?? '…' })}
    >
      <Icon name="pin" size={18} />
      <span className={styles.name}>{name ?? <FormattedMessage id="city.choose" />}</span>
      <Icon name="chevronDown" size={16} />
    </button>
  );
};
