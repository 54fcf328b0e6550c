import { FormattedMessage } from 'react-intl';
import { Spinner } from '../spinner/Spinner';
import styles from './DialogLoading.module.css';

/**
 * Shown where a dialog opens while its code is still coming: the press is kept (the dialog
 * slice holds the open dialog, which appears as soon as its chunk is in), and the visitor sees
 * and hears that it is on its way (docs/decisions.md, "No input lost to code that is still
 * loading"). The focus stays on the control that opened it.
 */
export const DialogLoading = () => (
  <div className={styles.loading} role="status" aria-busy="true">
    <Spinner size={20} />
    <FormattedMessage id="common.loading" />
  </div>
);
