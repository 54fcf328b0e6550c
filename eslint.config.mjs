// @ts-check
import fs from 'node:fs';
import path from 'node:path';

import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y-x';
import playwright from 'eslint-plugin-playwright';
import reactHooks from 'eslint-plugin-react-hooks';
import testingLibrary from 'eslint-plugin-testing-library';
import { defineConfig } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;
const STORAGE = 'src/shared/storage/**';
/** The two places the raw react-redux hooks are typed: the app's, and the features' (shared/lib). */
const REDUX_HOOKS = ['src/app/hooks.ts', 'src/shared/lib/redux.ts'];

/** Feature folders that exist right now (src/features/<name>). */
function listFeatures() {
  const dir = path.join(root, 'src/features');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}

// ---------------------------------------------------------------- no-restricted-imports
// ESLint keeps only the last options of a rule per file, so every file group gets the full list.
const deepFeatureImport = {
  group: ['@/features/*/**'],
  message: 'Import a feature only through its index: "@/features/<name>". Inside a feature use relative paths.',
};
const cookieImport = {
  name: 'universal-cookie',
  message: 'Cookies are read and written only in src/shared/storage.',
};
const rawReduxHooks = {
  name: 'react-redux',
  importNames: ['useDispatch', 'useSelector'],
  message:
    'Use useAppDispatch / useAppSelector (src/app/hooks.ts) in the app, useAppDispatch / useStateSelector (@/shared/lib) in features and pages.',
};

/** @param {{ cookies?: boolean, reduxHooks?: boolean }} allow */
function restrictedImports(allow = {}) {
  const paths = [];
  if (!allow.cookies) paths.push(cookieImport);
  if (!allow.reduxHooks) paths.push(rawReduxHooks);
  return ['error', { paths, patterns: [deepFeatureImport] }];
}

// ---------------------------------------------------------------- browser storage
// Every store of the browser: whatever is kept about a client is declared with its session-end
// rule in src/shared/storage/registry.ts, and only src/shared/storage reaches the stores
// (docs/decisions.md, "Session end"; issue 40).
const STORES = ['localStorage', 'sessionStorage', 'caches', 'indexedDB', 'cookieStore'];
const STORAGE_MESSAGE =
  'Browser storage is accessed only in src/shared/storage; declare the value in src/shared/storage/registry.ts.';
const storageGlobals = STORES.map((name) => ({ name, message: STORAGE_MESSAGE }));
const storageProperties = [
  ...['window', 'globalThis', 'self'].flatMap((object) =>
    STORES.map((property) => ({ object, property, message: STORAGE_MESSAGE })),
  ),
  { object: 'document', property: 'cookie', message: 'Cookies are accessed only in src/shared/storage.' },
];

// ---------------------------------------------------------------- layers
const layerZones = [
  {
    target: './src/shared',
    from: ['./src/features', './src/pages', './src/app'],
    message: 'src/shared must not depend on features, pages or app.',
  },
  {
    target: './src/features',
    from: ['./src/pages', './src/app'],
    message: 'src/features must not depend on pages or app.',
  },
  { target: './src/pages', from: './src/app', message: 'src/pages must not depend on app.' },
  // Relative deep imports into another feature (the alias form is caught by no-restricted-imports).
  ...listFeatures().map((feature) => ({
    target: ['./src/!(features)/**', `./src/features/!(${feature})/**`],
    from: `./src/features/${feature}`,
    except: ['./index.ts', './index.tsx'],
    message: `Import feature "${feature}" only through src/features/${feature}/index.`,
  })),
];

export default defineConfig(
  {
    ignores: [
      'dist/**',
      'dist-*/**', // DIST_DIR builds side by side
      'dist*.next/**', // a build's fresh folder (scripts/build.mjs)
      'dist*.old/**',
      'build/**', // the prerender's server bundle
      'node_modules/**',
      'public/mockServiceWorker.js',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      // Local scratch files and folders (not committed).
      '.tmp*',
      '.tmp*/**',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': 'error',
    },
  },
  {
    // Type-aware promise rules: a promise nobody awaits or catches loses its error, and an async
    // function passed where a void callback is expected (onClick, listeners) does the same.
    // Every .ts/.tsx file is in tsconfig.json; the .mjs scripts and configs get no type info.
    files: ['**/*.{ts,tsx}'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: root } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'mocks/**/*.{ts,tsx}', 'test/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.jsx', '.mjs', '.cjs'],
      'import-x/external-module-folders': ['node_modules', 'node_modules/@types'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: path.join(root, 'tsconfig.json'), alwaysTryTypes: true }),
      ],
    },
    rules: {
      'no-restricted-imports': restrictedImports(),
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // Nothing imports a test file, so no cycle runs through one: the rule's walk of every test's
    // imports found nothing and cost 6 of the rule's 16 s.
    files: ['**/*.test.{ts,tsx}', '**/*.spec.ts'],
    rules: { 'import-x/no-cycle': 'off' },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: layerZones }],
      'no-restricted-globals': ['error', ...storageGlobals],
      'no-restricted-properties': ['error', ...storageProperties],
    },
  },
  {
    files: [STORAGE],
    rules: {
      'no-restricted-imports': restrictedImports({ cookies: true }),
      'no-restricted-globals': 'off',
      'no-restricted-properties': 'off',
    },
  },
  {
    // Tests arrange and inspect browser state (cookies, localStorage) directly.
    files: ['src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-globals': 'off',
      'no-restricted-properties': 'off',
    },
  },
  {
    files: REDUX_HOOKS,
    rules: { 'no-restricted-imports': restrictedImports({ reduxHooks: true }) },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'test/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.jest, ...globals.node } },
  },
  {
    files: ['src/**/*.tsx'],
    ...jsxA11y.configs.recommended,
    rules: {
      ...jsxA11y.configs.recommended.rules,
      // formik's <Field> renders the radio or input that a wrapping <label> names.
      'jsx-a11y-x/label-has-associated-control': ['error', { controlComponents: ['Field'] }],
    },
  },
  {
    // Focus moves only to the field the visitor's own action revealed (a dialog or its next step,
    // an inline edit, the mobile search), as docs/decisions.md ("Auth", "Accessibility") says.
    files: [
      'src/app/shell/MobileSearchDialog.tsx',
      'src/features/account/ui/EditableField.tsx',
      'src/features/auth/ui/{PasswordField,RecoveryDialog,SmsCodeFields}.tsx',
      'src/features/content/ui/SubscribeForm.tsx',
      'src/features/search/ui/HeaderSearch.tsx',
      'src/shared/ui/phone/{MaskedPhoneField,PhoneField}.tsx',
    ],
    rules: { 'jsx-a11y-x/no-autofocus': 'off' },
  },
  {
    // The Testing Library rules for React: jest tests and the render / msw helpers they share.
    files: ['**/*.test.{ts,tsx}', 'test/utils/**/*.{ts,tsx}', 'test/setup/**/*.{ts,tsx}'],
    ...testingLibrary.configs['flat/react'],
    // Our one custom render; other helpers named render* (renderForm, renderStep) return their own values.
    settings: { 'testing-library/custom-renders': ['renderWithProviders'] },
  },
  {
    files: ['test/e2e*/**/*.ts'],
    ...playwright.configs['flat/recommended'],
    rules: {
      ...playwright.configs['flat/recommended'].rules,
      // Every spec runs in a phone and a desktop project whose layouts differ by design (menu
      // panel and bottom bar against the header): a test branches on the project, or skips one.
      'playwright/no-conditional-in-test': 'off',
      'playwright/no-conditional-expect': 'off',
      'playwright/no-skipped-test': ['warn', { allowConditional: true }],
    },
  },
  {
    files: ['scripts/**', '*.config.{ts,js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['scripts/**'],
    rules: { 'no-console': 'off' },
  },
);
