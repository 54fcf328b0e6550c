import { Outlet } from 'react-router';
import { FormattedMessage } from 'react-intl';
import { dismissToast, selectToasts, Toaster } from '@/shared/ui';
import { selectCityRefreshing, useResolveCity } from '@/features/city';
import { AlertNotices } from '@/features/alerts';
import { ClearCartOffer } from '@/features/cart';
import { ConsentBanner } from '@/features/consent';
import { Suspense, useCallback, useState } from 'react';
import { PagePartSignal } from './pagePart';
import { PageTitleContext, useLocale } from '@/shared/i18n';
import { HAS_TAG_MANAGER } from '@/shared/config';
import { useAppDispatch, useAppSelector } from '../hooks';
import { Header } from './Header';
import { Footer } from './Footer';
import { BottomBar } from './BottomBar';
import { DialogHost } from './DialogHost';
import { NavigationEffects } from './NavigationEffects';
import { createPageViews } from './pageViews';
import { pushPageView } from './pageView';
import { PageScrolling } from './PageScrolling';
import { PriceUpdates } from './PriceUpdates';
import styles from './AppLayout.module.css';

// The city's check and the toasts change the store several times while a page starts; as
// components of their own they render alone, where in AppLayout every such change rendered the
// whole page again in one task (docs/performance.md, "Load tasks and the start").
const CityCheck = () => {
  useResolveCity();
  return null;
};

const Toasts = () => {
  const dispatch = useAppDispatch();
  const toasts = useAppSelector(selectToasts);
  const onToastDone = useCallback((id: number) => dispatch(dismissToast(id)), [dispatch]);
  return <Toaster toasts={toasts} onDone={onToastDone} />;
};

export const AppLayout = () => {
  // A city change tears the main content down and builds it again (docs/behaviour.md §11).
  const refreshing = useAppSelector(selectCityRefreshing);
  const locale = useLocale();
  const [pageViews] = useState(() =>
    createPageViews(
      (view) => pushPageView(locale, view),
      () => document.title,
    ),
  );
  const onPageTitled = useCallback((address: string) => pageViews.titled(address), [pageViews]);

  return (
    <div className={styles.app}>
      <a href="#main" className={styles.skip}>
        <FormattedMessage id="nav.skipToContent" />
      </a>
      {/* Each part of the page hydrates on its own, and a tap hydrates only its part first
          (docs/decisions.md, "Hydration by parts"). */}
      <Suspense>
        <Header />
      </Suspense>
      <AlertNotices />
      <ClearCartOffer />
      <main id="main" className={styles.main} tabIndex={-1}>
        <PageTitleContext value={onPageTitled}>
          {refreshing ? null : (
            <Suspense>
              <Outlet />
              <PagePartSignal />
            </Suspense>
          )}
        </PageTitleContext>
      </main>
      <Suspense>
        <Footer />
      </Suspense>
      <Suspense>
        <BottomBar />
      </Suspense>
      <DialogHost />
      {/* Only a build with a tag manager asks; without one the banner's code is not in the bundle. */}
      {HAS_TAG_MANAGER ? <ConsentBanner /> : null}
      <Toasts />
      <PriceUpdates />
      <CityCheck />
      <NavigationEffects pageViews={pageViews} />
      <PageScrolling />
    </div>
  );
};
