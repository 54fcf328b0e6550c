import { FormattedMessage } from 'react-intl';
import { useClock } from '@/shared/lib';
import { ErrorState, LoadingState, SectionIntro } from '@/shared/ui';
import { useGetTherapiesQuery } from '../api/therapyApi';
import { therapyToday } from '../lib/windows';
import { Reminders } from './Reminders';
import { TherapyCard } from './TherapyCard';
import { TherapyForm } from './TherapyForm';
import styles from './Therapy.module.css';

/**
 * /lk/therapy (docs/behaviour.md §18): the client's renewable prescriptions with their pickup
 * windows, reminders, and the form that adds one. Asked afresh on each visit, so a reservation
 * made elsewhere shows.
 */
export const TherapyPlanner = () => {
  const { data, isError, refetch } = useGetTherapiesQuery(undefined, { refetchOnMountOrArgChange: true });
  const today = therapyToday(useClock());
  return (
    <div className={styles.page}>
      <section aria-labelledby="therapy-list-title" className={styles.section}>
        <SectionIntro
          id="therapy-list-title"
          intro={{ title: 'therapy.list.title', text: 'therapy.list.lead' }}
          classNames={{ title: styles.title, text: styles.muted }}
        />
        <Reminders />
        {isError ? (
          <ErrorState onRetry={() => void refetch()} />
        ) : !data ? (
          <LoadingState />
        ) : data.length === 0 ? (
          <p className={styles.muted}>
            <FormattedMessage id="therapy.list.empty" />
          </p>
        ) : (
          <ul className={styles.list}>
            {data.map((therapy) => (
              <TherapyCard key={therapy.id} therapy={therapy} today={today} />
            ))}
          </ul>
        )}
      </section>
      <TherapyForm />
    </div>
  );
};
