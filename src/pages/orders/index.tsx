import { FormattedMessage } from 'react-intl';
import { AccountLayout } from '@/features/account';
import { OrdersList } from '@/features/checkout';

/** /lk/orders: the client's reservations, with the personal area's navigation. */
export const Component = () => (
  <AccountLayout title={<FormattedMessage id="page.orders.title" />}>
    <OrdersList />
  </AccountLayout>
);
