import { skipToken } from '@reduxjs/toolkit/query';
import { FormattedMessage } from 'react-intl';
import { isApiError } from '@/shared/api';
import { useStateSelector } from '@/shared/lib';
import { ErrorState, LoadingState, SectionIntro } from '@/shared/ui';
import { selectHasToken, type AuthState } from '@/features/auth';
import { useGetLoyaltyCardQuery } from '../api/loyaltyApi';
import { storedCard } from '../model/storedCard';
import { JoinForm } from './JoinForm';
import { MemberCard } from './MemberCard';
import styles from './Loyalty.module.css';

/**
 * /lk: the loyalty card (docs/behaviour.md §21): a member's card to show at the counter, or the
 * way to join. Without a token it asks nothing; the session end drops the card with the rest of
 * the cache (docs/decisions.md, "Flows owned by the store"). When the network fails, the card
 * last seen on this device is shown, marked as such: a counter scans it all the same.
 */
export const LoyaltySection = () => {
  const hasToken = useStateSelector((state: { auth: AuthState }) => selectHasToken(state));
  const { data: card, error, refetch } = useGetLoyaltyCardQuery(hasToken ? undefined : skipToken);
  const offline = isApiError(error) && (error.status === 'FETCH_ERROR' || error.status === 'TIMEOUT_ERROR');
  const saved = offline ? storedCard.read() : undefined;
  return (
    <section aria-labelledby="loyalty-title" className={styles.section}>
      <SectionIntro
        id="loyalty-title"
        intro={{ title: 'loyalty.title', text: card || saved ? 'loyalty.lead' : 'loyalty.join.lead' }}
        classNames={{ title: styles.title, text: styles.muted }}
      />
      {card !== undefined ? (
        card ? (
          <MemberCard card={card} />
        ) : (
          <JoinForm />
        )
      ) : saved ? (
        <>
          <p className={styles.saved}>
            <FormattedMessage id="loyalty.card.saved" />
          </p>
          <MemberCard card={saved} />
        </>
      ) : error ? (
        <ErrorState onRetry={() => void refetch()} />
      ) : (
        <LoadingState />
      )}
    </section>
  );
};
