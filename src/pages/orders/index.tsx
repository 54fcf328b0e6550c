import { FormattedMessage } from 'react-intl';
import { OrdersList } from '@/features/checkout';

export const Component = () => (
  <div className="container page">
    <h1 className="page-title">
      <FormattedMessage id="page.orders.title" />
    </h1>
    <OrdersList />
  </div>
);
