import { Link } from 'react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import { paths } from '@/shared/config';
import { useAppDispatch, useStateSelector } from '@/shared/lib';
import { Icon, checkIcon, closeIcon } from '@/shared/ui';
import { noticeDismissed, selectAlertNotices } from '../model/notices';
import styles from './AlertNotices.module.css';

/**
 * Fired stock alerts, each once (docs/behaviour.md §17): "{product} is now available in
 * {city}" with a link to the product, until closed or followed. Not a toast: a notice with a
 * link must not vanish after two seconds. The live region is always there, so a notice that
 * arrives after the page is read is announced.
 */
export const AlertNotices = () => {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const notices = useStateSelector(selectAlertNotices);
  return (
    <div
      role="status"
      aria-label={intl.formatMessage({ id: 'alertNotice.region' })}
      className={`container ${styles.region}`}
    >
      {notices.map((notice) => (
        <div key={notice.key} className={styles.notice}>
          <Icon path={checkIcon} size={18} />
          <p className={styles.text}>
            <FormattedMessage id="alertNotice.text" values={{ product: notice.productName, city: notice.cityName }} />{' '}
            <Link
              to={paths.detail(notice.productId)}
              className={styles.link}
              onClick={() => dispatch(noticeDismissed(notice.key))}
            >
              <FormattedMessage id="alertNotice.link" />
            </Link>
          </p>
          <button
            type="button"
            className={styles.close}
            aria-label={intl.formatMessage({ id: 'alertNotice.close' })}
            onClick={() => dispatch(noticeDismissed(notice.key))}
          >
            <Icon path={closeIcon} size={16} />
          </button>
        </div>
      ))}
    </div>
  );
};
