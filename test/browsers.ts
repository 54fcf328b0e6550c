/**
 * The browsers the browser tests run in: Debian's packages (scripts/test.mjs installs them),
 * never one Playwright downloads. Chromium's headless shell runs every test: on two cores the
 * main suite takes a third less time than in the full browser's headless mode (docs/decisions.md,
 * "Browser tests: every journey on both viewports, the rest on one"). The shell never grants
 * notifications (`Notification.permission` stays "denied" whatever the test allows), so a test
 * of reminders or "notify me" runs in the full browser: `test.use(FULL_BROWSER)`. V8's optimising
 * compilers stay off: a test loads each page once or twice, and compiling its scripts for speed
 * cost more than they ran (a sample of 69 tests: 113 CPU-s with them, 99 without; the same
 * docs/decisions.md section). `npm run bench` launches its own Chromium with both, as a phone has.
 */
const ARGS = [
  '--js-flags=--no-maglev --no-turbofan',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const HEADLESS_SHELL = { executablePath: '/usr/bin/chromium-headless-shell', args: ARGS };

export const FULL_BROWSER = { launchOptions: { executablePath: '/usr/bin/chromium', args: ARGS } };
