// The first-load script of the stack alone (docs/performance.md, "First-load bytes"):
// builds, in a temporary folder, the smallest app that hydrates with the libraries the storefront's
// first screen needs (React DOM, the data router with a loader, RTK + RTK Query hooks with an
// answer schema, redux-persist, a listener, react-intl, universal-cookie, Web Crypto's HMAC (no
// library), valibot), with the storefront's webpack, swc and production settings, and prints the
// gzip -9 bytes of each library family and the total. Whatever the app adds comes on top of that
// total. Usage: npm run bench:floor (through tsx, which reads webpack.config.ts)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import webpack from 'webpack';

const root = path.resolve(import.meta.dirname, '..');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stack-floor-'));
fs.mkdirSync(path.join(dir, 'src'));
fs.symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'));

const app = `
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider, Link, NavLink, Outlet, redirect, useLoaderData, useLocation,
  useNavigate, useSearchParams } from 'react-router';
import { configureStore, createListenerMiddleware, createSlice } from '@reduxjs/toolkit';
import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import { Provider, useSelector } from 'react-redux';
import { persistReducer, persistStore } from 'redux-persist';
import { IntlProvider, FormattedMessage, useIntl } from 'react-intl';
import Cookies from 'universal-cookie';
import * as v from 'valibot';

const Answer = v.object({ name: v.string(), ids: v.array(v.number()) });
const api = createApi({
  baseQuery: fetchBaseQuery({ baseUrl: '/site/v1' }),
  endpoints: (build) => ({ item: build.query({ query: () => 'item', rawResponseSchema: Answer }) }),
});
const counter = createSlice({ name: 'counter', initialState: { n: 0 }, reducers: { add: (s) => { s.n += 1; } } });
const storage = {
  getItem: async (key) => localStorage.getItem(key),
  setItem: async (key, value) => localStorage.setItem(key, value),
  removeItem: async (key) => localStorage.removeItem(key),
};
const listener = createListenerMiddleware();
listener.startListening({ actionCreator: counter.actions.add, effect: () => undefined });
const store = configureStore({
  reducer: { [api.reducerPath]: api.reducer, counter: persistReducer({ key: 'c', storage }, counter.reducer) },
  middleware: (defaults) => defaults({ serializableCheck: false }).prepend(listener.middleware).concat(api.middleware),
});
persistStore(store);

function Page() {
  const item = api.useItemQuery();
  const n = useSelector((state) => state.counter.n);
  const intl = useIntl();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const location = useLocation();
  const loaded = useLoaderData();
  const signature = typeof crypto.subtle.sign;
  return (
    <main onClick={() => navigate('/b')}>
      {intl.formatNumber(n, { style: 'currency', currency: 'RSD' })}
      <FormattedMessage id="a" defaultMessage="{n} items" values={{ n }} />
      <Link to="/a">a</Link><NavLink to="/b">b</NavLink>
      {signature}{new Cookies().get('a')}{String(item.data)}{params.get('q')}{String(loaded)}
      <Outlet />
    </main>
  );
}
const router = createBrowserRouter([
  { path: '/', Component: Page, loader: () => (location.hash ? redirect('/') : null),
    children: [{ path: 'b', lazy: () => import('./b') }] },
]);
hydrateRoot(document.getElementById('root'),
  <Provider store={store}><IntlProvider locale="sr" messages={{}}><RouterProvider router={router} /></IntlProvider></Provider>);
`;
fs.writeFileSync(path.join(dir, 'src', 'index.jsx'), app);
fs.writeFileSync(path.join(dir, 'src', 'b.jsx'), 'export const Component = () => null;\n');

// The storefront's own vendor chunks (webpack.config.ts), so each family measured here is the one
// it ships; the small libraries it leaves with their users get a chunk of their own.
const { vendorGroups } = await import('../webpack.config.ts');
const config = {
  mode: 'production',
  context: dir,
  entry: './src/index.jsx',
  resolve: {
    extensions: ['.jsx', '.js'],
    // As in webpack.config.ts: messages arrive compiled, so the ICU parser stays out.
    alias: {
      '@formatjs/icu-messageformat-parser$': path.join(
        root,
        'node_modules/@formatjs/icu-messageformat-parser/no-parser.js',
      ),
    },
  },
  module: {
    rules: [
      {
        test: /\.jsx$/,
        loader: 'swc-loader',
        options: {
          jsc: { parser: { syntax: 'ecmascript', jsx: true }, transform: { react: { runtime: 'automatic' } } },
          env: { targets: 'defaults' },
        },
      },
    ],
  },
  plugins: [new webpack.DefinePlugin({ 'process.env.NODE_ENV': '"production"' })],
  optimization: {
    // As in webpack.config.ts: exports named by size.
    mangleExports: 'size',
    splitChunks: {
      cacheGroups: {
        ...vendorGroups(),
        rest: {
          test: /[\\/]node_modules[\\/]universal-cookie[\\/]/,
          name: 'cookies',
          chunks: 'all',
          enforce: true,
        },
      },
    },
  },
  output: {
    path: path.join(dir, 'dist'),
    filename: '[name].js',
    chunkFilename: '[name].js',
    chunkLoadingGlobal: 'aptkC',
  },
};

const stats = await new Promise((resolve, reject) =>
  webpack(config, (error, result) => (error ? reject(error) : resolve(result))),
);
if (stats.hasErrors()) {
  console.error(stats.toString('errors-only'));
  process.exit(1);
}
const entryFiles = stats.compilation.entrypoints
  .get('main')
  .getFiles()
  .filter((file) => file.endsWith('.js'));
let total = 0;
for (const file of entryFiles) {
  const bytes = zlib.gzipSync(fs.readFileSync(path.join(dir, 'dist', file)), { level: 9 }).length;
  total += bytes;
  // The script's output: one line per chunk, then the total.
  console.log(`${(bytes / 1024).toFixed(1).padStart(6)} KB  ${file.replace(/\.js$/, '')}`);
}
console.log(`${(total / 1024).toFixed(1).padStart(6)} KB  first-load script of the stack alone (gzip -9)`);
fs.rmSync(dir, { recursive: true, force: true });
