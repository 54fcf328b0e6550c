import { FormattedMessage } from 'react-intl';
import type { MessageId } from '@/shared/i18n';
import { Button } from '../button';
import { Icon, infoIcon } from '../icon';
import styles from './NotificationOffer.module.css';

export type NotificationPermissionState = 'unsupported' | NotificationPermission;

/**
 * An offer of browser notifications: asked only from the shopper's press; without the API, or
 * once refused, the text says so instead of offering it (docs/decisions.md, "My therapy" and
 * "Order status and the ready notice").
 */
export const NotificationOffer = ({
  permission,
  messages,
  onRequest,
}: {
  permission: NotificationPermissionState;
  messages: { lead: MessageId; button: MessageId } & Record<Exclude<NotificationPermissionState, 'default'>, MessageId>;
  onRequest: () => void;
}) => (
  <div className={styles.offer}>
    <Icon path={infoIcon} size={18} />
    {permission === 'default' ? (
      <>
        <p className={styles.muted}>
          <FormattedMessage id={messages.lead} />
        </p>
        <Button type="button" variant="secondary" onClick={onRequest}>
          <FormattedMessage id={messages.button} />
        </Button>
      </>
    ) : (
      <p role="status" className={styles.muted}>
        <FormattedMessage id={messages[permission]} />
      </p>
    )}
  </div>
);
