import { useParams } from 'react-router';
import { FormattedMessage } from 'react-intl';
import { EmptyState } from '@/shared/ui';
import { OrderDetail } from '@/features/checkout';

const parseId = (raw: string | undefined): number | null => (raw && /^\d+$/.test(raw) ? Number(raw) : null);

// `.page` resets the container's side padding, so the two classes sit on separate elements.
export const Component = () => {
  const id = parseId(useParams().id);
  return (
    <div className="container">
      <div className="page">
        <h1 className="page-title">
          <FormattedMessage id="page.order.title" />
        </h1>
        {id === null ? <EmptyState title={<FormattedMessage id="orders.notFound" />} /> : <OrderDetail id={id} />}
      </div>
    </div>
  );
};
