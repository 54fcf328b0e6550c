import { FormattedMessage, useIntl } from 'react-intl';
import { Icon, openDialog, chevronDownIcon, pinIcon } from '@/shared/ui';
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
      <Icon path={pinIcon} size={18} />
      <span className={styles.name} data-city-value>
        {name ?? <FormattedMessage id="city.choose" />}
      </span>
      <Icon path={chevronDownIcon} size={16} />
    </button>
  );
};
