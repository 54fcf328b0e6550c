import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import type { DialogId } from '@/shared/config';
import { DialogLoading, selectOpenDialog } from '@/shared/ui';
import { loadCityDialog } from '@/features/city';
import { loadAuthDialog, loadRecoveryDialog } from '@/features/auth';
import { loadBarcodeScanDialog } from '@/features/search';
import { useAppSelector } from '../hooks';

/**
 * Every dialog is its own chunk, fetched the first time it opens. Keyed by every id of the
 * registry (shared/config/dialogs.ts), so a new dialog without a component fails the type check.
 */
const DIALOGS: Record<DialogId, LazyExoticComponent<ComponentType>> = {
  ['city']: lazy(loadCityDialog),
  ['auth']: lazy(loadAuthDialog),
  ['recovery']: lazy(loadRecoveryDialog),
  ['barcode-scan']: lazy(loadBarcodeScanDialog),
  ['mobile-menu']: lazy(() =>
    import(/* webpackChunkName: "mobile-menu" */ './MobileMenuDialog').then((module) => ({
      default: module.MobileMenuDialog,
    })),
  ),
  ['mobile-search']: lazy(() =>
    import(/* webpackChunkName: "mobile-search" */ './MobileSearchDialog').then((module) => ({
      default: module.MobileSearchDialog,
    })),
  ),
};

/**
 * Renders the one open dialog (the dialog slice keeps them exclusive). The press that opened
 * it is kept in the slice while the chunk comes, with a busy status meanwhile
 * (docs/decisions.md, "No input lost to code that is still loading").
 */
export const DialogHost = () => {
  const open = useAppSelector(selectOpenDialog);
  if (!open) return null;
  const Open = DIALOGS[open.id];
  return (
    <Suspense fallback={<DialogLoading />}>
      <Open />
    </Suspense>
  );
};
