/* global module */
// pa11y (npm run test:html) brings puppeteer, whose install step would download a browser of its
// own should npm run it; this machine reaches only the npm registry, and the checks run Debian's
// /usr/bin/chromium (docs/decisions.md, "Valid markup").
module.exports = { skipDownload: true };
