/**
 * The dev value of API_SECRET, in one place that every build can read, whether or not
 * `.env.example` (which repeats it for people to copy) is there: the default of mock builds
 * and the key the mock server checks, and the key a real-API build refuses unless
 * ALLOW_DEV_SIGNING_KEY=true (docs/decisions.md, "Signing key of a production build"). It is
 * public in this repository, so it signs nothing real.
 */
export const DEV_SIGNING_KEY = 'aptk-dev-signing-key-2026';
