import { loadMessages } from '@/shared/i18n/messages';
import { yieldToMain } from '@/shared/lib/yieldToMain';
import { showStartupFailure } from './startupFailure';
import './styles/global.css';

/**
 * The entry is tiny on purpose: the page's HTML (prerendered) and CSS paint first, and only
 * then does the browser fetch and run the app, its libraries and the page's data code
 * (docs/performance.md, "Load tasks and the start"). A prerendered page's head script asks for
 * this entry, and preloads the scripts of the page's start, once the page has painted; a
 * document with no head script (the dev server's) paints here first. A frame, then a task, is
 * the first paint.
 */
const afterFirstPaint = (): Promise<void> =>
  new Promise((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0));
  });

// The language chunk is fetched beside the app's, not after it (webpack loads a chunk once).
// The prefix is read here, not with shared/i18n's splitLocalePath: that module brings the
// cookie code into this tiny entry.
const prefix = /^\/(sr|en|ru)(?:\/|$)/.exec(window.location.pathname)?.[1];
if (prefix === 'sr' || prefix === 'en' || prefix === 'ru')
  void afterFirstPaint()
    .then(() => loadMessages(prefix))
    .catch(() => undefined); // the app loads it again and reports a failure itself

/**
 * The libraries' modules are evaluated one group per task, before the app's: evaluated in one
 * `import('./start')`, React DOM, the router, Redux and the app made one long task
 * (docs/performance.md, "Load tasks and the start"). Each import reuses the vendor chunk the app
 * needs anyway; `webpackExports` names one export the app uses, since a bare import() would keep
 * every export of the library in its chunk (no tree shaking for a whole namespace).
 */
const libraries = [
  () => import('react-dom/client'),
  () => import(/* webpackExports: ["createBrowserRouter"] */ 'react-router'),
  () => import(/* webpackExports: ["createApi"] */ '@reduxjs/toolkit/query/react'),
  () => import(/* webpackExports: ["IntlProvider"] */ 'react-intl'),
  // The first Intl formatter of a page makes the engine list the locales it has, a long piece of
  // native work, and react-intl's provider asks for it (`supportedLocalesOf`) inside hydration's
  // first, unsplittable render step. Done here, it is a task of its own, and the provider and
  // the prices find the list made (docs/performance.md, "Load tasks and the start").
  async () => void new Intl.NumberFormat(document.documentElement.lang || undefined),
  async () => void new Intl.DateTimeFormat(document.documentElement.lang || undefined),
  // The store's modules are evaluated in two tasks before the rest of the app's: the API's
  // client, then the endpoints, the slices and the listeners. Evaluated with the app, they made
  // its longest load task (docs/performance.md, "Load tasks and the start").
  () => import(/* webpackChunkName: "app", webpackExports: ["baseApi"] */ '@/shared/api'),
  () => import(/* webpackChunkName: "app" */ './store'),
];

const startApp = async (): Promise<void> => {
  await afterFirstPaint();
  for (const library of libraries) {
    await library();
    await yieldToMain();
  }
  const app = await import(/* webpackChunkName: "app" */ './start');
  // The app's other modules were evaluated in this task; the start gets one of its own.
  await yieldToMain();
  await app.start();
};

// A chunk that never arrives must not leave a blank, dead page: say so and offer a reload.
startApp().catch(showStartupFailure);
