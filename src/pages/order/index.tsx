import { useParams } from 'react-router';
import { FormattedMessage } from 'react-intl';
import { EmptyState } from '@/shared/ui';
import { AccountLayout } from '@/features/account';
import { OrderDetail } from '@/features/checkout';

const parseId = (raw: string | undefined): number | null => (raw && /^\d+$/.test(raw) ? Number(raw) : null);

/** /lk/orders/:id: one reservation, with the personal area's navigation. */
export const Component = () => {
  const id = parseId(useParams().id);
  return (
    <AccountLayout title={<FormattedMessage id="page.order.title" />}>
      {id === null ? <EmptyState title={<FormattedMessage id="orders.notFound" />} /> : <OrderDetail id={id} />}
    </AccountLayout>
  );
};
