import { FormattedMessage } from 'react-intl';
import { AccountLayout } from '@/features/account';
import { TherapyPlanner } from '@/features/therapy';

/** /lk/therapy: renewable prescriptions, with the personal area's navigation (guarded by the router). */
export const Component = () => (
  <AccountLayout title={<FormattedMessage id="page.therapy.title" />}>
    <TherapyPlanner />
  </AccountLayout>
);
