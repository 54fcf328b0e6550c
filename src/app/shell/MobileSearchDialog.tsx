import { useIntl } from 'react-intl';
import { Dialog, closeDialog } from '@/shared/ui';
import { HeaderSearch, SearchHistory } from '@/features/search';
import { useAppDispatch } from '../hooks';
import styles from './MobilePanel.module.css';

export const MobileSearchDialog = () => {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  return (
    <Dialog
      open
      size="panel"
      title={intl.formatMessage({ id: 'nav.search' })}
      onClose={() => dispatch(closeDialog('mobile-search'))}
    >
      <div id="mobile-search-panel" className={styles.panel}>
        <HeaderSearch autoFocus />
        <SearchHistory />
      </div>
    </Dialog>
  );
};
