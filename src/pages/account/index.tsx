import { FormattedMessage } from 'react-intl';
import { AccountNav, AccountOverview } from '@/features/account';
import styles from './AccountPage.module.css';

/** /lk: the personal area (guarded by the router). */
export const Component = () => (
  <div className="container page">
    <h1 className="page-title">
      <FormattedMessage id="page.account.title" />
    </h1>
    <div className={styles.layout}>
      <aside className={styles.aside}>
        <AccountNav />
      </aside>
      <div className={styles.content}>
        <AccountOverview />
      </div>
    </div>
  </div>
);
