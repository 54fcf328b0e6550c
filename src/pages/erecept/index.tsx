import { FormattedMessage } from 'react-intl';
import { AccountLayout } from '@/features/account';
import { EreceptPage } from '@/features/erecept';

/** /lk/erecept: an eRecept's medicines reserved where the city has them (guarded by the router). */
export const Component = () => (
  <AccountLayout title={<FormattedMessage id="page.erecept.title" />}>
    <EreceptPage />
  </AccountLayout>
);
