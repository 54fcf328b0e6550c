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

void afterFirstPaint()
  .then(() => import(/* webpackChunkName: "app" */ './start'))
  .then((app) => app.start());
