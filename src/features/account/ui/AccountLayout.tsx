import type { ReactNode } from 'react';
import { AccountNav } from './AccountNav';
import styles from './AccountLayout.module.css';

/** Every page of the personal area (/lk and below): its title, the area's navigation and the page. */
export const AccountLayout = ({ title, children }: { title: ReactNode; children: ReactNode }) => (
  <div className="container page">
    <h1 className="page-title">{title}</h1>
    <div className={styles.layout}>
      <aside className={styles.aside}>
        <AccountNav />
      </aside>
      <div>{children}</div>
    </div>
  </div>
);
