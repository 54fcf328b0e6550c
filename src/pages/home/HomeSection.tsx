import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Icon, chevronRightIcon } from '@/shared/ui';
import styles from './HomeSection.module.css';

interface HomeSectionProps {
  id: string;
  title: ReactNode;
  /** "All …" link to the full page of this block. */
  more?: { to: string; label: ReactNode };
  children: ReactNode;
}

/** A block of the main page: heading, optional "see all" link, content. */
export const HomeSection = ({ id, title, more, children }: HomeSectionProps) => (
  <section className={styles.section} aria-labelledby={id}>
    <div className={styles.head}>
      <h2 id={id} className={styles.title}>
        {title}
      </h2>
      {more ? (
        <Link to={more.to} className={styles.more}>
          {more.label}
          <Icon path={chevronRightIcon} size={18} />
        </Link>
      ) : null}
    </div>
    {children}
  </section>
);
