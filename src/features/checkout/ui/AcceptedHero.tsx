import type { ReactNode } from 'react';
import { Icon, checkIcon } from '@/shared/ui';
import styles from './ConfirmationStep.module.css';

/** The top of step 4: the check mark, the thank-you heading and what follows it. */
export const AcceptedHero = ({ title, children }: { title: ReactNode; children: ReactNode }) => (
  <section className={styles.hero} aria-labelledby="order-accepted">
    <span className={styles.check} aria-hidden="true">
      <Icon path={checkIcon} size={32} />
    </span>
    <div>
      <h2 id="order-accepted" className={styles.heroTitle}>
        {title}
      </h2>
      {children}
    </div>
  </section>
);
