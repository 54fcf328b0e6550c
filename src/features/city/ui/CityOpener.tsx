import { FormattedMessage, useIntl } from 'react-intl';
import { Icon, openDialog } from '@/shared/ui';
import { useAppDispatch } from '@/shared/lib';
import { useCityName } from '../model/useCityName';
import styles from './CityOpener.module.css';

/** Shows the current city and opens the city picker. */
export const CityOpener = () => {
  const dispatch = useAppDispatch();
  const intl = useIntl();
  const name = useCityName();
  return (
    <button
      type="button"
      className={styles.opener}
      onClick={() => dispatch(openDialog('city'))}
      aria-haspopup="dialog"
      aria-label={name ? intl.formatMessage({ id: 'city.openerLabel' }, { city: name }) : undefined}
    >
      <Icon name="pin" size={18} />
      <span className={styles.name} data-city-value>
        {name ?? <FormattedMessage id="city.choose" />}
      </span>
      <Icon name="chevronDown" size={16} />
    </button>
  );
};
