// Loaded by the production service worker (`importScripts` of Workbox GenerateSW, webpack.config.ts):
// a click on a therapy reminder focuses a tab already showing its page, or opens the page
// (docs/decisions.md, "My therapy"). Only addresses of this origin are opened.
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL(event.notification.data?.url ?? '/', self.location.origin);
  if (target.origin !== self.location.origin) return;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((tabs) => {
      const open = tabs.find((tab) => new URL(tab.url).pathname === target.pathname);
      return open ? open.focus() : self.clients.openWindow(target.href);
    }),
  );
});

// The installed app's reminders with no tab open (docs/decisions.md, "My therapy"): Chromium's
// Periodic Background Sync wakes the worker; the page handed over the open and coming windows,
// their texts already in the visitor's language, to cache `aptk-therapy`
// (src/features/therapy/model/workerReminders.ts). Each window open today and not yet announced
// by the page or the worker is marked in the same entry first, then shown, once. An entry past
// its `expires` (or without one) is removed unread: its session may be over, and a shared
// phone's lock screen must not show the previous client's medicines (docs/decisions.md,
// "Session end"). So is an entry of another `version`: before 2 its titles named the medicine,
// and a lock screen is seen by others (docs/behaviour.md §18).
const REMINDERS_CACHE = 'aptk-therapy';
const REMINDERS_ENTRY = '/aptk-therapy-reminders';
const REMINDERS_VERSION = 2;

const remindFromStore = async () => {
  const cache = await caches.open(REMINDERS_CACHE);
  const stored = await cache.match(REMINDERS_ENTRY);
  if (!stored) return;
  const reminders = await stored.json();
  const fresh = typeof reminders.expires === 'number' && Date.now() < reminders.expires;
  if (!fresh || reminders.version !== REMINDERS_VERSION) {
    await cache.delete(REMINDERS_ENTRY);
    return;
  }
  if (!Array.isArray(reminders.windows) || !Array.isArray(reminders.notified)) return;
  const today = new Intl.DateTimeFormat('en-CA', {
    timeZone: reminders.timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(Date.now());
  const due = reminders.windows.filter(
    (window) => window.start <= today && today <= window.end && !reminders.notified.includes(window.key),
  );
  if (due.length === 0) return;
  const notified = [...due.map((window) => window.key), ...reminders.notified].slice(0, 100);
  await cache.put(
    REMINDERS_ENTRY,
    new Response(JSON.stringify({ ...reminders, notified }), { headers: { 'Content-Type': 'application/json' } }),
  );
  for (const window of due) {
    await self.registration.showNotification(window.title, {
      body: window.body,
      tag: `therapy-${window.key}`,
      data: { url: window.url },
    });
  }
};

self.addEventListener('periodicsync', (event) => {
  if (event.tag === 'therapy-reminders') event.waitUntil(remindFromStore());
});
