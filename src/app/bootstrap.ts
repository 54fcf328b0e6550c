import { env, HAS_TAG_MANAGER, IS_PRODUCTION_BUILD, SERVICE_WORKER_FALLBACK_MS } from '@/shared/config';
import { whenIdle } from '@/shared/lib';
import { blockCustomCode, readStoredConsent, startTagManager } from '@/features/consent';
import { preferredLocale, splitLocalePath, type Locale } from '@/shared/i18n';

/**
 * docs/behaviour.md §2: a path without a known language prefix (including `/`) gets the
 * preferred one. The URL is rewritten in place, so no second page load is needed.
 */
export const resolveLocaleFromUrl = (): Locale => {
  const { pathname, search, hash } = window.location;
  const { locale, rest } = splitLocalePath(pathname);
  if (locale) return locale;
  const target = preferredLocale();
  window.history.replaceState(window.history.state, '', `/${target}${rest === '/' ? '' : rest}${search}${hash}`);
  return target;
};

/**
 * `dataLayer` collects the page views from the start, after the tag manager's blocklist (a
 * build with GTM_ID); the tag manager's script loads only for a visitor who accepted visit
 * statistics, at start when the answer is stored, else from the consent banner
 * (docs/decisions.md, "Analytics and consent").
 */
export const startAnalytics = (): void => {
  if (HAS_TAG_MANAGER) blockCustomCode();
  if (readStoredConsent() === 'granted') startTagManager();
};

/**
 * The offline worker: production only, and not with the mock backend, whose own worker
 * owns the scope. Registered once the page is idle, or after 30 s at the latest. A rejected
 * registration is ignored: the page already works, only offline use is lost, and a reload
 * would not fix it (docs/decisions.md, "Failure behaviour").
 */
export const registerServiceWorker = (): void => {
  if (!IS_PRODUCTION_BUILD || env.apiMock || !('serviceWorker' in navigator)) return;
  let done = false;
  const register = () => {
    if (done) return;
    done = true;
    void navigator.serviceWorker.register(`${env.publicPath}sw.js`).catch(() => undefined);
  };
  void whenIdle().then(register);
  window.setTimeout(register, SERVICE_WORKER_FALLBACK_MS);
};
