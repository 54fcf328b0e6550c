import { Link } from 'react-router';
import { FormattedMessage } from 'react-intl';
import { paths } from '@/shared/config';
import { buttonClass, Icon, cartIcon } from '@/shared/ui';
import styles from './CartEmpty.module.css';

export const CartEmpty = () => (
  <div className={styles.empty}>
    <span className={styles.icon} aria-hidden="true">
      <Icon path={cartIcon} size={40} />
    </span>
    <h2 className={styles.title}>
      <FormattedMessage id="cart.empty.title" />
    </h2>
    <p className={styles.text}>
      <FormattedMessage id="cart.empty.text" />
    </p>
    <Link to={paths.catalog} className={buttonClass('primary', 'lg')}>
      <FormattedMessage id="cart.empty.toCatalog" />
    </Link>
  </div>
);
