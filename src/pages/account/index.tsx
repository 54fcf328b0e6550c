import { FormattedMessage } from 'react-intl';
import { AccountLayout, AccountOverview } from '@/features/account';
import { AlertsList } from '@/features/alerts';
import { LoyaltySection } from '@/features/loyalty';

/** /lk: the personal area (guarded by the router). */
export const Component = () => (
  <AccountLayout title={<FormattedMessage id="page.account.title" />}>
    <AccountOverview first={<LoyaltySection />}>
      <AlertsList />
    </AccountOverview>
  </AccountLayout>
);
