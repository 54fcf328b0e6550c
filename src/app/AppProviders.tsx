import { StrictMode, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { IntlProvider, RawIntlProvider, type IntlConfig, type IntlShape } from 'react-intl';
import { INTL_TAGS, type Locale, type Messages } from '@/shared/i18n';
import { IS_PRODUCTION_BUILD, SHOP_TIME_ZONE } from '@/shared/config';
import type { AppStore, RootState } from './store';

export interface AppProvidersProps {
  store: AppStore;
  /** The state prerendered HTML was made from: hydration renders with it, then with the store's. */
  serverState?: RootState;
  locale: Locale;
  messages: Messages;
  /**
   * The prerender's one `intl` per language, made with `locale` and `messages`: its formatters
   * are made once for thousands of pages, not once a page (docs/performance.md, "A real chain's
   * catalogue"). The browser renders one page and lets the provider make its own.
   */
  intl?: IntlShape;
  children: ReactNode;
}

/**
 * react-intl says what went wrong in development only; a message missing in the visitor's
 * language (it shows its id instead, a short one in a production build) is said in every build,
 * so that the browser tests of the production build catch it (docs/decisions.md, "Message ids in
 * production builds").
 */
const reportIntlError: NonNullable<IntlConfig['onError']> = (error) => {
  // eslint-disable-next-line no-console -- a visitor would see an id: worth saying in production too
  if (error.code === 'MISSING_TRANSLATION' || !IS_PRODUCTION_BUILD) console.error(error);
};

/** The same providers around the browser's router and the prerender's static router. */
export const AppProviders = ({ store, serverState, locale, messages, intl, children }: AppProvidersProps) => (
  <StrictMode>
    <Provider store={store} serverState={serverState}>
      {intl ? (
        <RawIntlProvider value={intl}>{children}</RawIntlProvider>
      ) : (
        <IntlProvider
          locale={INTL_TAGS[locale]}
          messages={messages}
          defaultLocale={DEFAULT_INTL_LOCALE}
          timeZone={SHOP_TIME_ZONE}
          onError={reportIntlError}
        >
          {children}
        </IntlProvider>
      )}
    </Provider>
  </StrictMode>
);

/** The messages' own language, for a message missing in another. */
export const DEFAULT_INTL_LOCALE = 'sr-Latn-RS';
