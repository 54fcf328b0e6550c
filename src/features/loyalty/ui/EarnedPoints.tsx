import { FormattedMessage } from 'react-intl';
import { Icon, tagIcon } from '@/shared/ui';
import styles from './EarnedPoints.module.css';

/**
 * The loyalty points a product, the cart or a reservation earns, as the server counted them
 * (docs/api.md §5c): nothing when it earns none or the answer did not say.
 */
export const EarnedPoints = ({ points, onPickup = false }: { points: number | null; onPickup?: boolean }) =>
  points ? (
    <p className={styles.points}>
      <Icon path={tagIcon} size={16} />
      <span>
        <FormattedMessage id={onPickup ? 'loyalty.earns.onPickup' : 'loyalty.earns.here'} values={{ points }} />
      </span>
    </p>
  ) : null;
