import { StrictMode } from 'react';
import { Provider } from 'react-redux';
import { IntlProvider } from 'react-intl';
import { RouterProvider, type createBrowserRouter } from 'react-router';
import { INTL_TAGS, type Locale, type Messages } from '@/shared/i18n';
import type { AppStore } from './store';

interface AppProps {
  store: AppStore;
  locale: Locale;
  messages: Messages;
  router: ReturnType<typeof createBrowserRouter>;
}

export const App = ({ store, locale, messages, router }: AppProps) => (
  <StrictMode>
    <Provider store={store}>
      <IntlProvider locale={INTL_TAGS[locale]} messages={messages} defaultLocale="sr-Latn-RS">
        <RouterProvider router={router} />
      </IntlProvider>
    </Provider>
  </StrictMode>
);
