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
