import { useClock } from '@/shared/lib';
import { ListSection } from '@/shared/ui';
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
  const today = useClock(therapyToday);
  return (
    <div className={styles.page}>
      <ListSection
        id="therapy-list-title"
        intro={{ title: 'therapy.list.title', text: 'therapy.list.lead' }}
        list={{ isError, data, refetch }}
        empty="therapy.list.empty"
        extra={<Reminders />}
      >
        {(therapies) => (
          <ul className={styles.list}>
            {therapies.map((therapy) => (
              <TherapyCard key={therapy.id} therapy={therapy} today={today} />
            ))}
          </ul>
        )}
      </ListSection>
      <TherapyForm />
    </div>
  );
};
