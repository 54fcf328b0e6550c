import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import type { DialogId } from '@/shared/config';
import { addPartMessages } from '@/shared/i18n';
import { DialogLoading, selectOpenDialog } from '@/shared/ui';
import { loadCityDialog } from '@/features/city';
import { loadAuthDialog, loadRecoveryDialog } from '@/features/auth';
import { loadBarcodeScanDialog } from '@/features/search';
import { useAppSelector } from '../hooks';

type DialogModule = { default: ComponentType };

/**
 * A dialog's code and its own messages, fetched together the first time it opens: the dialog
 * renders (Suspense) only when both are there, so it never shows an id or a missing text. Its
 * chunk is named `<id>-dialog`, and the build gives `i18n/<id>-dialog/<locale>.json` the ids
 * that chunk names and the shell's messages lack (docs/performance.md, "Messages per route").
 */
const dialog = (id: DialogId, load: () => Promise<DialogModule>): LazyExoticComponent<ComponentType> =>
  lazy(async () => (await Promise.all([load(), addPartMessages(`${id}-dialog`)]))[0]);

/**
 * Every dialog is its own chunk, fetched the first time it opens. Keyed by every id of the
 * registry (shared/config/dialogs.ts), so a new dialog without a component fails the type check.
 */
const DIALOGS: Record<DialogId, LazyExoticComponent<ComponentType>> = {
  ['city']: dialog('city', loadCityDialog),
  ['auth']: dialog('auth', loadAuthDialog),
  ['recovery']: dialog('recovery', loadRecoveryDialog),
  ['barcode-scan']: dialog('barcode-scan', loadBarcodeScanDialog),
  ['mobile-menu']: dialog('mobile-menu', () =>
    import(/* webpackChunkName: "mobile-menu-dialog" */ './MobileMenuDialog').then((module) => ({
      default: module.MobileMenuDialog,
    })),
  ),
  ['mobile-search']: dialog('mobile-search', () =>
    import(/* webpackChunkName: "mobile-search-dialog" */ './MobileSearchDialog').then((module) => ({
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
