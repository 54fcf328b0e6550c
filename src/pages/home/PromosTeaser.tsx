import { FormattedMessage } from 'react-intl';
import { paths } from '@/shared/config';
import { ErrorState } from '@/shared/ui';
import { PromoList, usePromos } from '@/features/promos';
import { HomeSection } from './HomeSection';
import { SkeletonCards } from './SkeletonCards';

const SHOWN = 3;

/** The promotions running now (the soonest to end first); nothing when there are none. */
export const PromosTeaser = () => {
  const { running, upcoming, today, isError, isLoading, refetch } = usePromos();
  const shown = (running.length > 0 ? running : upcoming).slice(0, SHOWN);
  if (!isError && !isLoading && shown.length === 0) return null;
  return (
    <HomeSection
      id="home-promos"
      title={<FormattedMessage id="nav.promotions" />}
      more={{ to: paths.offer, label: <FormattedMessage id="home.allPromos" /> }}
    >
      {isError ? (
        <ErrorState onRetry={() => void refetch()} />
      ) : isLoading ? (
        <SkeletonCards count={SHOWN} height={260} />
      ) : (
        <PromoList promos={shown} today={today} />
      )}
    </HomeSection>
  );
};
