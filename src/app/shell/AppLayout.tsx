import { Outlet } from 'react-router';
import { FormattedMessage } from 'react-intl';
import { dismissToast, selectToasts, Toaster } from '@/shared/ui';
import { selectCityRefreshing, useResolveCity } from '@/features/city';
import { useCallback } from 'react';
import { useAppDispatch, useAppSelector } from '../hooks';
import { Header } from './Header';
import { Footer } from './Footer';
import { BottomBar } from './BottomBar';
import { DialogHost } from './DialogHost';
import { NavigationEffects } from './NavigationEffects';
import styles from './AppLayout.module.css';

export const AppLayout = () => {
  const dispatch = useAppDispatch();
  const toasts = useAppSelector(selectToasts);
  // A city change tears the main content down and builds it again (spec section 4).
  const refreshing = useAppSelector(selectCityRefreshing);
  const onToastDone = useCallback((id: number) => dispatch(dismissToast(id)), [dispatch]);
  useResolveCity();

  return (
    <div className={styles.app}>
      <a href="#main" className={styles.skip}>
        <FormattedMessage id="nav.skipToContent" />
      </a>
      <Header />
      <main id="main" className={styles.main} tabIndex={-1}>
        {refreshing ? null : <Outlet />}
      </main>
      <Footer />
      <BottomBar />
      <DialogHost />
      <Toaster toasts={toasts} onDone={onToastDone} />
      <NavigationEffects />
    </div>
  );
};
