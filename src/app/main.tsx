import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { persistStore } from 'redux-persist';
import { loadMessages, setLocale } from '@/shared/i18n';
import { App } from './App';
import { makeStore } from './store';
import { routes } from './routes';
import { registerServiceWorker, resolveLocaleFromUrl, startTagManager } from './bootstrap';
import './styles/global.css';

const start = async () => {
  const locale = resolveLocaleFromUrl();
  setLocale(locale);
  document.documentElement.lang = locale === 'sr' ? 'sr-Latn' : locale;
  window.history.scrollRestoration = 'manual';
  startTagManager();

  // Spelled out (not env.apiMock) so that webpack folds the constant and a real-API build
  // contains no mock chunk at all.
  const startMock =
    process.env.API_MOCK !== 'false'
      ? import(/* webpackChunkName: "mock-backend" */ '@mocks/browser').then((mock) => mock.startMockBackend())
      : Promise.resolve();
  const [messages] = await Promise.all([loadMessages(locale), startMock]);

  const store = makeStore();
  persistStore(store);
  const router = createBrowserRouter(routes, { basename: `/${locale}` });
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  createRoot(container).render(<App store={store} locale={locale} messages={messages} router={router} />);
  registerServiceWorker();
};

void start();
