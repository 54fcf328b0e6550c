import { FormattedMessage } from 'react-intl';
import { OrdersList } from '@/features/checkout';

// `.page` resets the container's side padding, so the two classes sit on separate elements.
export const Component = () => (
  <div className="container">
    <div className="page">
      <h1 className="page-title">
        <FormattedMessage id="page.orders.title" />
      </h1>
      <OrdersList />
    </div>
  </div>
);
