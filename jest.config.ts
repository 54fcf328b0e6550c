/** @jest-config-loader esbuild-register */
// Jest 30 reads a TypeScript config through ts-node by default; esbuild-register is lighter
// (esbuild already comes with tsx) and is selected by the docblock above.
import type { Config } from 'jest';

const config: Config = {
  // jsdom plus Node's fetch, Request, Response, TextEncoder, streams: what msw/node needs.
  testEnvironment: 'jest-fixed-jsdom',
  testMatch: [
    '<rootDir>/src/**/*.test.{ts,tsx}',
    '<rootDir>/mocks/**/*.test.ts',
    '<rootDir>/test/unit/**/*.test.{ts,tsx}',
  ],
  testPathIgnorePatterns: ['/node_modules/', '<rootDir>/test/e2e/', '<rootDir>/dist/'],
  transform: {
    '^.+\\.[cm]?[tj]sx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          target: 'es2022',
          transform: { react: { runtime: 'automatic' } },
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  // msw 2.15 depends on ESM-only packages: let @swc/jest transform them too.
  // msw 2.15 and react-intl 12 (with its @formatjs and intl-messageformat parts) ship ESM only.
  transformIgnorePatterns: [
    '/node_modules/(?!(rettime|until-async|@open-draft/deferred-promise|react-intl|@formatjs|intl-messageformat)/)',
  ],
  moduleNameMapper: {
    '\\.css$': 'identity-obj-proxy',
    // Before '@/': the test helpers of test/utils (`@/testing/render`), as in tsconfig.json.
    '^@/testing/(.*)$': '<rootDir>/test/utils/$1',
    // A part of a message catalogue (webpack messagesRule, src/app/routeMessages.ts): tests
    // read the whole file.
    '^(.*/i18n/[a-z]{2}\\.json)\\?.*$': '$1',
    '^(.*/i18n)/[^/]+/([a-z]{2}\\.json)$': '$1/$2',
    '^@/(.*)$': '<rootDir>/src/$1',
    '^@mocks/(.*)$': '<rootDir>/mocks/$1',
  },
  setupFilesAfterEnv: ['<rootDir>/test/setup/jest.setup.ts'],
  // A limit for what never comes, not a wait: a test that types and waits for answers took
  // several times its quiet time on two cores shared with a build (PhoneField, CartView).
  testTimeout: 30_000,
  // Every core: jest's default leaves one to its own process, which on two cores is half the
  // machine idle (the suite took 163 s with one worker, 90 s with two).
  maxWorkers: '100%',
  clearMocks: true,
  passWithNoTests: true,
};

export default config;
