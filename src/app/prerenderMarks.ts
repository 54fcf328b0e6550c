/**
 * What prerendered HTML says about itself, and the mark it gets before the first paint
 * (docs/decisions.md, "Hydrating a prerendered page"). Shared by the prerender, which writes them, and the
 * browser bootstrap, which reads them.
 */
export const PRERENDER_ATTRS = {
  /** On #root: the path below the language prefix the markup was rendered for. */
  path: 'data-prerendered',
  /** On #root: when it was rendered (ISO 8601), the clock hydration renders with. */
  renderedAt: 'data-rendered-at',
  /**
   * On #root: the scripts the app needs to start on this page (space-separated URLs). The
   * head script preloads them all at once after the first paint, so they arrive in parallel.
   */
  scripts: 'data-scripts',
  /**
   * On #root: the entry script (`main.<hash>.js`). The head script starts it, and preloads the
   * scripts above, once the page has painted: no script request stands before the first paint.
   */
  entry: 'data-entry',
  /** On <html>: the visitor's stored city is not the one the prices were rendered for. */
  cityPending: 'data-city-pending',
} as const;

import { EARLY_PRESSES_SCRIPT } from './earlyPresses';

/**
 * Runs in <head> before the first paint: a visitor whose `aptk_city` cookie names another
 * city than the prerendered one must not see that city's prices, not even for a moment. CSS
 * hides `[data-city-value]` under the mark; the app removes it once its own city's data is
 * shown. Kept tiny and dependency-free. Part of the head script, whose `data-rendered-city`
 * names the prerendered city.
 */
export const CITY_MARK_SCRIPT =
  `(function(){try{var s=document.currentScript,r=s&&+s.getAttribute('data-rendered-city'),` +
  `m=/(?:^|;\\s*)aptk_city=(\\d{1,9})(?:;|$)/.exec(document.cookie);` +
  `if(r&&m&&+m[1]>0&&+m[1]!==r)document.documentElement.setAttribute('${PRERENDER_ATTRS.cityPending}','')}catch(e){}})()\n`;

/**
 * Part of the head script: once the HTML is parsed and painted (a frame, then a task), the
 * entry's request, then a preload of each script the page's start needs, so that they arrive
 * together. Before that paint a script request competed with the CSS, and the page's largest
 * paint waited for the entry (docs/performance.md, "Load tasks and the start").
 */
export const ENTRY_START_SCRIPT =
  `(function(){var g=function(){var r=document.getElementById('root'),e=r&&r.getAttribute('${PRERENDER_ATTRS.entry}');` +
  `if(!e)return;var s=document.createElement('script');s.src=e;document.head.appendChild(s);` +
  `(r.getAttribute('${PRERENDER_ATTRS.scripts}')||'').split(' ').forEach(function(u){if(!u)return;` +
  `var l=document.createElement('link');l.rel='preload';l.as='script';l.href=u;document.head.appendChild(l)})};` +
  `document.addEventListener('DOMContentLoaded',function(){requestAnimationFrame(function(){setTimeout(g,0)})})})()\n`;

/**
 * The prerendered page's head script: the city mark, the entry's start after the first paint,
 * and the presses noted until the app starts (earlyPresses.ts). Inline in <head>: as a file it
 * cost every first visit a round trip before the first paint. The CSP allows this one inline
 * script by its hash (deploy/nginx.conf; docs/decisions.md, "Content-Security-Policy");
 * `npm run test:html` checks the hash.
 */
export const HEAD_SCRIPT = `${CITY_MARK_SCRIPT};${ENTRY_START_SCRIPT};${EARLY_PRESSES_SCRIPT}`;
