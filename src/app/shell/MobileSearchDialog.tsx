import { HeaderSearch, SearchHistory } from '@/features/search';
import { MobilePanelDialog } from './MobilePanelDialog';

export const MobileSearchDialog = () => (
  <MobilePanelDialog dialog="mobile-search" titleId="nav.search" panelId="mobile-search-panel">
    <HeaderSearch autoFocus />
    <SearchHistory />
  </MobilePanelDialog>
);
