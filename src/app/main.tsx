import { loadMessages } from '@/shared/i18n/messages';
import './styles/global.css';

/**
 * The entry is tiny on purpose: the page's HTML (prerendered) and CSS paint first, and only
 * then does the browser fetch and run the app, its libraries and the page's data code
 * (docs/performance.md, "What moved the numbers"). A frame, then a task, is the first paint.
 */
const afterFirstPaint = (): Promise<void> =>
  new Promise((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0));
  });

// The language chunk is fetched beside the app's, not after it (webpack loads a chunk once).
// The prefix is read here, not with shared/i18n's splitLocalePath: that module brings the
// cookie code into this tiny entry.
const prefix = /^\/(sr|en|ru)(?:\/|$)/.exec(window.location.pathname)?.[1];
if (prefix === 'sr' || prefix === 'en' || prefix === 'ru') void afterFirstPaint()
    .then(() => loadMessages(prefix))
    .catch(() => undefined); // the app loads it again and reports a failure itself

void afterFirstPaint()
  .then(() => import(/* webpackChunkName: "app" */ './start'))
  .then((app) => app.start());
