import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { DIALOG } from '@/shared/config';
import { selectOpenDialog } from '@/shared/ui';
import { loadCityDialog } from '@/features/city';
import { loadAuthDialog, loadRecoveryDialog } from '@/features/auth';
import { useAppSelector } from '../hooks';

/** Every dialog is its own chunk, fetched the first time it opens. */
const DIALOGS: Record<string, LazyExoticComponent<ComponentType>> = {
  [DIALOG.city]: lazy(loadCityDialog),
  [DIALOG.auth]: lazy(loadAuthDialog),
  [DIALOG.recovery]: lazy(loadRecoveryDialog),
  [DIALOG.mobileMenu]: lazy(() => import(/* webpackChunkName: "mobile-menu" */ './MobileMenuDialog').then((module) => ({ default: module.MobileMenuDialog }))),
  [DIALOG.mobileSearch]: lazy(() => import(/* webpackChunkName: "mobile-search" */ './MobileSearchDialog').then((module) => ({ default: module.MobileSearchDialog }))),
};

/** Renders the one open dialog (the dialog slice keeps them exclusive). */
export const DialogHost = () => {
  const open = useAppSelector(selectOpenDialog);
  const Open = open ? DIALOGS[open.id] : undefined;
  if (!Open) return null;
  return (
    <Suspense fallback={null}>
      <Open />
    </Suspense>
  );
};
