import { StrictMode, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { IntlProvider } from 'react-intl';
import { INTL_TAGS, type Locale, type Messages } from '@/shared/i18n';
import type { AppStore, RootState } from './store';

export interface AppProvidersProps {
  store: AppStore;
  /** The state prerendered HTML was made from: hydration renders with it, then with the store's. */
  serverState?: RootState;
  locale: Locale;
  messages: Messages;
  children: ReactNode;
}

/** The same providers around the browser's router and the prerender's static router. */
export const AppProviders = ({ store, serverState, locale, messages, children }: AppProvidersProps) => (
  <StrictMode>
    <Provider store={store} serverState={serverState}>
      <IntlProvider locale={INTL_TAGS[locale]} messages={messages} defaultLocale="sr-Latn-RS">
        {children}
      </IntlProvider>
    </Provider>
  </StrictMode>
);
