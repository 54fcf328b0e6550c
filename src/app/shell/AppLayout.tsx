import { Outlet } from 'react-router';
import { FormattedMessage } from 'react-intl';
import { dismissToast, selectToasts, Toaster } from '@/shared/ui';
import { selectCityRefreshing, useResolveCity } from '@/features/city';
import { AlertNotices } from '@/features/alerts';
import { useCallback, useState } from 'react';
import { PageTitleContext, useLocale } from '@/shared/i18n';
import { useAppDispatch, useAppSelector } from '../hooks';
import { Header } from './Header';
import { Footer } from './Footer';
import { BottomBar } from './BottomBar';
import { DialogHost } from './DialogHost';
import { NavigationEffects } from './NavigationEffects';
import { createPageViews } from './pageViews';
import { pushPageView } from './pageView';
import { PageScrolling } from './PageScrolling';
import styles from './AppLayout.module.css';

export const AppLayout = () => {
  const dispatch = useAppDispatch();
  const toasts = useAppSelector(selectToasts);
  // A city change tears the main content down and builds it again (docs/behaviour.md §11).
  const refreshing = useAppSelector(selectCityRefreshing);
  const onToastDone = useCallback((id: number) => dispatch(dismissToast(id)), [dispatch]);
  useResolveCity();
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
      <Header />
      <AlertNotices />
      <main id="main" className={styles.main} tabIndex={-1}>
        <PageTitleContext value={onPageTitled}>{refreshing ? null : <Outlet />}</PageTitleContext>
      </main>
      <Footer />
      <BottomBar />
      <DialogHost />
      <Toaster toasts={toasts} onDone={onToastDone} />
      <NavigationEffects pageViews={pageViews} />
      <PageScrolling />
    </div>
  );
};
