import { FormattedMessage } from 'react-intl';
import { isApiError } from '@/shared/api';
import styles from './Erecept.module.css';

/** docs/api.md, "eRecept": each refusal said in words, with the server's message (the expiry date) under it. */
const TITLES = { 404: 'erecept.error.notFound', 409: 'erecept.error.dispensed', 410: 'erecept.error.expired' } as const;

export const LookupError = ({ error }: { error: unknown }) => {
  if (!isApiError(error) || !(error.status === 404 || error.status === 409 || error.status === 410)) return null;
  return (
    <div role="alert" className={styles.alert}>
      <p className={styles.name}>
        <FormattedMessage id={TITLES[error.status]} />
      </p>
      {error.message ? <p>{error.message}</p> : null}
    </div>
  );
};
