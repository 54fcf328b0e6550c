import { FormattedMessage } from 'react-intl';

export const Component = () => (
  <div className="container page">
    <h1 className="page-title">
      <FormattedMessage id="page.search.title" />
    </h1>
  </div>
);
