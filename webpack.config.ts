import fs from 'node:fs';
import path from 'node:path';

import CopyWebpackPlugin from 'copy-webpack-plugin';
import CssMinimizerPlugin from 'css-minimizer-webpack-plugin';
import { parse as parseDotenv } from 'dotenv';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import MinimizerPlugin from 'minimizer-webpack-plugin';
import type { AcceptedPlugin, Root } from 'postcss';
import webpack from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import { GenerateSW } from 'workbox-webpack-plugin';

import { DEV_SIGNING_KEY } from './scripts/dev-signing-key';
import { PageMessagesContextPlugin, RouteMessagesPlugin, shortMessageIds, sourceFiles } from './scripts/message-parts';
import { ReplaceOnEmitPlugin } from './scripts/replace-on-emit';
import { isHashedAsset } from './scripts/asset-releases.mjs';

type Mode = 'development' | 'production';
type Configuration = webpack.Configuration & { devServer?: DevServerConfiguration };

const root = __dirname;
const fromRoot = (...segments: string[]): string => path.resolve(root, ...segments);

/** The build-time variables (docs/behaviour.md §1), plus NODE_ENV. */
interface AppEnv {
  API_URL: string;
  API_SECRET: string;
  API_MOCK: string;
  GTM_ID: string;
  PUBLIC_PATH: string;
  /** The mock catalogue's size (docs/mock-backend.md, "A catalogue of N products"); '' = the base dataset. */
  MOCK_PRODUCTS: string;
  /** One product's price changed by a percentage, `<id>:<percent>` (docs/mock-backend.md); '' = none. */
  MOCK_PRICE_CHANGE: string;
  NODE_ENV: Mode;
}

function readDotenvFile(file: string): Record<string, string> {
  const fullPath = fromRoot(file);
  return fs.existsSync(fullPath) ? parseDotenv(fs.readFileSync(fullPath)) : {};
}

/** The flag that lets a real-API production build sign with the dev key: test builds only. */
const DEV_KEY_FLAG = 'ALLOW_DEV_SIGNING_KEY';

/**
 * Shell environment wins over `.env`; `.env` wins over the defaults (API_SECRET: the dev key of
 * scripts/dev-signing-key.ts). A build against a real API (API_MOCK=false), in any mode, never
 * signs with the dev key unless ALLOW_DEV_SIGNING_KEY=true says that this is a test build for
 * the mock server; a production one must also be given API_SECRET by the shell or `.env`
 * (docs/decisions.md, "Signing key of a production build").
 */
export function loadEnv(mode: Mode): AppEnv {
  const dotenv = readDotenvFile('.env');
  const pick = (name: keyof AppEnv, fallback: string): string => process.env[name] ?? dotenv[name] ?? fallback;
  const apiMock = pick('API_MOCK', 'true') === 'false' ? 'false' : 'true';
  const given = process.env.API_SECRET ?? dotenv.API_SECRET;
  if (apiMock === 'false') {
    if (mode === 'production' && !given) {
      throw new Error(
        'API_SECRET is not set. A production build with API_MOCK=false signs every request to the real API ' +
          'and must not use the dev key: set API_SECRET in the environment or in .env ' +
          '(e.g. API_MOCK=false API_SECRET=... npm run build).',
      );
    }
    const allowDevKey = (process.env[DEV_KEY_FLAG] ?? dotenv[DEV_KEY_FLAG]) === 'true';
    if ((given || DEV_SIGNING_KEY) === DEV_SIGNING_KEY && !allowDevKey) {
      throw new Error(
        `${given ? 'API_SECRET is the dev key' : 'API_SECRET is not set, so the dev key would sign'} ` +
          '(scripts/dev-signing-key.ts, also in .env.example). A build with API_MOCK=false must be given the ' +
          `real key; a test build against the mock server (npm run preview) says so with ${DEV_KEY_FLAG}=true.`,
      );
    }
  }

  return {
    API_URL: pick('API_URL', ''),
    API_SECRET: pick('API_SECRET', DEV_SIGNING_KEY),
    API_MOCK: apiMock,
    GTM_ID: pick('GTM_ID', ''),
    PUBLIC_PATH: pick('PUBLIC_PATH', '/'),
    MOCK_PRODUCTS: pick('MOCK_PRODUCTS', ''),
    MOCK_PRICE_CHANGE: pick('MOCK_PRICE_CHANGE', ''),
    NODE_ENV: mode,
  };
}

/** The environment without the mock catalogue's variables, for the server bundle: it reads them at run time. */
const withoutMockCatalogue = ({ MOCK_PRODUCTS: _products, MOCK_PRICE_CHANGE: _change, ...rest }: AppEnv) => rest;

/** Exactly these `process.env.X` expressions are replaced in the bundle; nothing else leaks. */
function defineEnv(env: Partial<AppEnv>): webpack.DefinePlugin {
  const definitions = Object.fromEntries(
    Object.entries(env).map(([key, value]) => [`process.env.${key}`, JSON.stringify(value)]),
  );
  return new webpack.DefinePlugin(definitions);
}

/** dist/ files webpack does not emit but a production build keeps: pages, sitemaps, .br/.gz. */
const KEEP_BETWEEN_BUILDS = /^([a-z]{2}([\\/]|$)|sitemap(-[a-z]{2}(-\d+)?)?\.xml$|robots\.txt$)|\.(br|gz)$/;

/** Message id → short id (docs/decisions.md, "Message ids in production builds"). */
type MessageIds = Record<string, string>;

/**
 * The production builds' short message ids, one map for the client and the prerender's build
 * (so that prerendered HTML and hydration agree); the dev server and jest keep readable ids.
 */
const productionMessageIds = (): MessageIds =>
  shortMessageIds(
    Object.keys(JSON.parse(fs.readFileSync(fromRoot('i18n/sr.json'), 'utf8')) as Record<string, string>),
    sourceFiles(fromRoot('src')).map((file) => fs.readFileSync(file, 'utf8')),
  );

/**
 * i18n/{sr,en,ru}.json become ICU ASTs at build time (react-intl's "no-parser" setup). An
 * import's query (`?shell`, `?route=page-x`) is the part of the app it is for; the production
 * build keeps the ids that part names (RouteMessagesPlugin, docs/performance.md "Messages per
 * route"), the dev server and the prerender keep every id. Production builds key them by short id.
 */
function messagesRule(ids?: MessageIds): webpack.RuleSetRule {
  return {
    test: /[\\/]i18n[\\/][a-z]{2}\.json$/,
    type: 'json',
    use: [{ loader: fromRoot('scripts/icu-ast-loader.mjs'), options: { ids } }],
  };
}

/** Our TypeScript through swc; in production builds, our own files' message ids made short first. */
function scriptRule(isProd: boolean, ids?: MessageIds): webpack.RuleSetRule {
  return {
    test: /\.[cm]?tsx?$/,
    exclude: /node_modules/,
    use: [
      {
        loader: 'swc-loader',
        options: {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            target: 'es2022',
            transform: {
              react: { runtime: 'automatic', development: !isProd, refresh: false },
            },
          },
        },
      },
      // Loaders run last to first: this one sees the TypeScript source (mocks/ names no id).
      ...(ids ? [{ loader: fromRoot('scripts/message-ids-loader.mjs'), options: { ids } }] : []),
    ],
  };
}

/** The custom media of every stylesheet: `@media (--tablet)` (src/shared/ui/media.css). */
const MEDIA_FILE = fromRoot('src/shared/ui/media.css');

/**
 * postcss-custom-media reads the definitions from the stylesheet it transforms, so this puts
 * media.css before each one (and tells webpack to rebuild when it changes). Afterwards a
 * `(--name)` that is still there was never defined: the build stops rather than ship a query
 * that never matches.
 */
const customMediaDefinitions: AcceptedPlugin = {
  postcssPlugin: 'aptk-custom-media-definitions',
  Once(root, { parse, result }) {
    root.prepend(
      parse(fs.readFileSync(MEDIA_FILE, 'utf8'), { from: MEDIA_FILE }).nodes.filter((node) => node.type === 'atrule'),
    );
    result.messages.push({
      type: 'dependency',
      plugin: 'aptk-custom-media-definitions',
      file: MEDIA_FILE,
      parent: root.source?.input.file,
    });
  },
  OnceExit(root: Root) {
    root.walkAtRules('media', (rule) => {
      const unknown = /\(\s*(--[\w-]+)\s*\)/.exec(rule.params);
      if (unknown) throw rule.error(`Unknown custom media ${unknown[1]}: define it in src/shared/ui/media.css`);
    });
  },
};

const postcssLoader = {
  loader: 'postcss-loader',
  // By name: postcss-custom-media is an ES module, which postcss-loader loads itself.
  options: { postcssOptions: { config: false, plugins: [customMediaDefinitions, 'postcss-custom-media'] } },
};

/**
 * CSS modules give the same class names in both builds (same context, path and name), so the
 * prerendered markup matches the browser's. The server build keeps only the names.
 */
function cssRules(isProd: boolean, forServer = false): webpack.RuleSetRule[] {
  const styleLoader = isProd ? MiniCssExtractPlugin.loader : 'style-loader';
  const modules = {
    // `import styles from './X.module.css'; styles.productCard`
    namedExport: false,
    exportLocalsConvention: 'camel-case-only' as const,
    localIdentName: isProd ? '[hash:base64:6]' : '[name]__[local]--[hash:base64:4]',
    exportOnlyLocals: forServer,
  };
  return [
    {
      test: /\.module\.css$/,
      use: [
        ...(forServer ? [] : [styleLoader]),
        { loader: 'css-loader', options: { importLoaders: 1, modules } },
        postcssLoader,
      ],
    },
    {
      test: /\.css$/,
      exclude: /\.module\.css$/,
      use: forServer
        ? [
            {
              loader: 'css-loader',
              options: { importLoaders: 1, modules: { exportOnlyLocals: true, mode: 'global' } },
            },
            postcssLoader,
          ]
        : [styleLoader, { loader: 'css-loader', options: { importLoaders: 1 } }, postcssLoader],
    },
  ];
}

function assetRules(): webpack.RuleSetRule[] {
  return [
    {
      test: /\.(png|jpe?g|gif|webp|avif|svg|woff2?)$/i,
      type: 'asset/resource',
      generator: { filename: 'static/[name].[contenthash:8][ext]' },
    },
  ];
}

/** `i18n/<page chunk>/<locale>.json` → `i18n/<locale>.json?route=<page chunk>` (src/shared/i18n/parts). */
const pageMessagesContext = (): PageMessagesContextPlugin =>
  new PageMessagesContextPlugin({ i18nDir: fromRoot('i18n'), srcDir: fromRoot('src') });

function plugins(env: AppEnv, isProd: boolean, ids?: MessageIds): webpack.WebpackPluginInstance[] {
  const list: webpack.WebpackPluginInstance[] = [
    defineEnv(env),
    pageMessagesContext(),
    new HtmlWebpackPlugin({
      template: fromRoot('public/index.html'),
      publicPath: env.PUBLIC_PATH,
      // Kept as written: the prerender fills its <html>, <title> and #root (scripts/prerender.mjs).
      minify: false,
    }),
    new CopyWebpackPlugin({
      patterns: [
        {
          from: fromRoot('public'),
          noErrorOnMissing: true,
          // Copied as is: no minification of public/ files (e.g. the MSW worker).
          info: { minimized: true },
          globOptions: {
            ignore: [
              '**/index.html',
              // The mock worker only ships in mock builds; the app worker's notification
              // handler only where there is an app worker (docs/decisions.md, "Service worker").
              ...(env.API_MOCK === 'true' ? ['**/sw-notifications.js'] : ['**/mockServiceWorker.js']),
            ],
          },
        },
      ],
    }),
  ];

  if (isProd) {
    list.push(
      new ChunkManifestPlugin(),
      new RouteMessagesPlugin({ messagesFile: fromRoot('i18n/sr.json'), srcDir: fromRoot('src'), ids }),
      new MiniCssExtractPlugin({
        filename: '[name].[contenthash:8].css',
        // By id, like the scripts (clientConfig's output.chunkFilename).
        chunkFilename: '[id].[contenthash:8].css',
      }),
    );
  }

  // With API_MOCK=true the MSW worker owns scope `/`, so the app gets no worker of its own.
  if (isProd && env.API_MOCK === 'false') {
    list.push(
      new GenerateSW({
        swDest: 'sw.js',
        // Opens /lk/therapy from a therapy reminder (public/sw-notifications.js).
        importScripts: [`${env.PUBLIC_PATH}sw-notifications.js`],
        // Pages come from the network, each with its own prerendered HTML; the precached shell
        // only when the network fails (offline). A navigateFallback would answer every page
        // of a returning visitor with the empty shell (docs/decisions.md, "Service worker").
        runtimeCaching: [
          {
            urlPattern: ({ request }) => request.mode === 'navigate',
            handler: 'NetworkOnly',
            options: { precacheFallback: { fallbackURL: `${env.PUBLIC_PATH}index.html` } },
          },
        ],
        // Only what the offline shell needs to start: precaching every chunk downloaded and stored
        // the whole build on a first visit, while the visitor's first taps waited for the cores
        // (docs/decisions.md, "Service worker").
        include: [
          ({ asset, compilation }: { asset: { name: string }; compilation: webpack.Compilation }) =>
            precachedAssets(compilation).has(asset.name),
        ],
        cleanupOutdatedCaches: true,
      }),
    );
  }

  return list;
}

/** The offline shell: the page, its entry, the app's chunks, the three languages, the icons. */
const PRECACHED_CHUNK_GROUPS = ['main', 'app', 'i18n-sr', 'i18n-en', 'i18n-ru'];
const PRECACHED_FILES = ['index.html', 'manifest.webmanifest', 'favicon.svg', 'icon-192.png', 'icon-512.png'];
const precachedByCompilation = new WeakMap<webpack.Compilation, Set<string>>();

function precachedAssets(compilation: webpack.Compilation): Set<string> {
  const known = precachedByCompilation.get(compilation);
  if (known) return known;
  const names = new Set(PRECACHED_FILES);
  for (const groupName of PRECACHED_CHUNK_GROUPS) {
    const group = compilation.namedChunkGroups.get(groupName);
    if (!group) throw new Error(`webpack.config.ts: no chunk group "${groupName}" to precache`);
    for (const chunk of group.chunks) for (const file of [...chunk.files, ...chunk.auxiliaryFiles]) names.add(file);
  }
  for (const name of names) if (name.endsWith('.map')) names.delete(name);
  precachedByCompilation.set(compilation, names);
  return names;
}

function devServer(): DevServerConfiguration {
  return {
    port: 8080,
    host: 'localhost',
    historyApiFallback: true,
    hot: true,
    static: false,
    client: { overlay: { errors: true, warnings: false, runtimeErrors: false } },
  };
}

/** Vendor chunks of the entry, by library family; the rest of node_modules stays with its users. */
export function vendorGroups(): Record<
  string,
  { test: RegExp; name: string; chunks: 'all'; priority: number; enforce: boolean }
> {
  const group = (name: string, packages: string[], priority: number) => ({
    test: new RegExp(`[\\\\/]node_modules[\\\\/](${packages.join('|')})[\\\\/]`),
    name,
    chunks: 'all' as const,
    priority,
    enforce: true,
  });
  return {
    react: group('vendor-react', ['react', 'react-dom', 'scheduler'], 40),
    router: group('vendor-router', ['react-router', 'cookie', 'set-cookie-parser'], 30),
    redux: group(
      'vendor-redux',
      [
        '@reduxjs',
        'redux',
        'react-redux',
        'immer',
        'reselect',
        'redux-thunk',
        'redux-persist',
        'use-sync-external-store',
        // RTK Query's SchemaError: else a tiny chunk of its own (and a copy in valibot's) on every
        // first load.
        '@standard-schema',
        // The answers' schemas (src/shared/api/answers.ts), read by the app chunk on every first
        // load: else a chunk of its own, which costs more than within this one.
        'valibot',
      ],
      20,
    ),
    intl: group('vendor-intl', ['react-intl', '@formatjs', 'intl-messageformat', 'tslib'], 10),
  };
}

/** Where the prerender's server bundle goes: beside its output, never served (scripts/build.mjs). */
const PRERENDER_BUNDLE_DIR = `build/prerender/${process.env.DIST_DIR || 'dist'}`;

/** Chunk group name → its files, so the prerender can link a page's CSS and preload its scripts. */
class ChunkManifestPlugin {
  apply(compiler: webpack.Compiler): void {
    compiler.hooks.thisCompilation.tap('ChunkManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'ChunkManifestPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const groups: Record<string, string[]> = {};
          for (const [name, group] of compilation.namedChunkGroups) {
            groups[name] = group.chunks.flatMap((chunk) => [...chunk.files]).filter((file) => /\.(js|css)$/.test(file));
          }
          // A page's messages (unnamed chunks): `i18n-<page chunk>-<locale>`, so the prerender can preload them.
          for (const module of compilation.modules) {
            const match = /[\\/]i18n[\\/]([a-z]{2})\.json\?route=([\w-]+)$/.exec(
              (module as { resource?: string }).resource ?? '',
            );
            if (!match) continue;
            groups[`i18n-${match[2]}-${match[1]}`] = [...compilation.chunkGraph.getModuleChunksIterable(module)]
              .flatMap((chunk) => [...chunk.files])
              .filter((file) => file.endsWith('.js'));
          }
          // A named chunk → its own files (production files are named by id): for tests that hold one back.
          const chunks = Object.fromEntries(
            [...compilation.namedChunks].map(([name, chunk]) => [
              name,
              [...chunk.files].filter((f) => /\.(js|css)$/.test(f)),
            ]),
          );
          // Every file of this build: postbuild tells them from an older build's assets, which stay
          // for tabs opened before the deploy (docs/decisions.md, "Old tabs after a deploy").
          const files = compilation
            .getAssets()
            .map((asset) => asset.name)
            .filter((name) => name !== 'chunk-manifest.json' && !name.endsWith('.map'))
            .sort();
          const json = JSON.stringify({ publicPath: compilation.outputOptions.publicPath, groups, chunks, files });
          compilation.emitAsset('chunk-manifest.json', new webpack.sources.RawSource(json));
        },
      );
    });
  }
}

/**
 * Bare package imports stay `require`s in the server bundle; our own code and aliases
 * (react-router's) are bundled.
 */
const serverExternals = (
  { request }: { request?: string },
  callback: (error?: Error | null, result?: string) => void,
): void => {
  const internal =
    !request ||
    request.startsWith('.') ||
    request.startsWith('/') ||
    request.startsWith('@/') ||
    request.startsWith('@mocks') ||
    request === 'react-router' ||
    /\.css$/.test(request);
  if (internal) callback();
  else callback(null, `commonjs ${request}`);
};

/**
 * The prerender's server bundle (docs/decisions.md, "Prerendering"): the same route tree,
 * store and messages, built for Node from src/app/prerender/entry.ts.
 */
function serverConfig(env: AppEnv, client: Configuration, ids: MessageIds): Configuration {
  return {
    name: 'prerender',
    mode: 'production',
    context: root,
    target: 'node20',
    entry: { server: fromRoot('src/app/prerender/entry.ts') },
    output: {
      path: fromRoot(process.env.PRERENDER_BUNDLE_DIR || PRERENDER_BUNDLE_DIR),
      filename: '[name].cjs',
      chunkFilename: '[name].[contenthash:8].cjs',
      // css-loader salts class names with it: the prerendered HTML must name the client's classes.
      hashSalt: process.env.BUILD_HASH_SALT || undefined,
      library: { type: 'commonjs2' },
      clean: true,
    },
    externals: [serverExternals],
    devtool: false,
    resolve: client.resolve,
    module: { rules: [scriptRule(true, ids), messagesRule(ids), ...cssRules(true, true), ...assetRules()] },
    // The mock's catalogue is read when the prerender runs, so `npm run prerender` on a built
    // bundle can render another size or a changed price (docs/mock-backend.md, "A catalogue of N products").
    plugins: [defineEnv(withoutMockCatalogue(env)), pageMessagesContext()],
    optimization: { nodeEnv: false, minimize: false, splitChunks: false },
    performance: { hints: false },
  };
}

export default (_env: unknown, argv: { mode?: Mode }): Configuration | Configuration[] => {
  const mode: Mode = argv.mode === 'production' ? 'production' : 'development';
  const isProd = mode === 'production';
  const env = loadEnv(mode);
  const ids = isProd ? productionMessageIds() : undefined;
  const client = clientConfig(env, mode, ids);
  // The dev server needs no prerender.
  return ids ? [client, serverConfig(env, client, ids)] : client;
};

function clientConfig(env: AppEnv, mode: Mode, ids?: MessageIds): Configuration {
  const isProd = mode === 'production';
  return {
    name: 'client',
    mode,
    context: root,
    entry: { main: fromRoot('src/app/main.tsx') },
    output: {
      // scripts/build.mjs builds into a fresh folder and swaps it in when the build is complete
      // (docs/decisions.md, "Prerendering").
      path: fromRoot(process.env.DIST_STAGING_DIR || process.env.DIST_DIR || 'dist'),
      filename: isProd ? '[name].[contenthash:8].js' : '[name].js',
      // A lazy chunk's file is named by its id, not its name: webpack's runtime in the entry
      // carries every lazy chunk's file name, and the names cost bytes on every first load
      // (docs/decisions.md, "Chunk file names"). chunk-manifest.json maps names to files; the dev
      // server keeps names.
      chunkFilename: isProd ? '[id].[contenthash:8].js' : '[name].js',
      publicPath: env.PUBLIC_PATH,
      // Every chunk file names this global twice; webpack's default, `webpackChunkaptk_storefront`,
      // cost 20 bytes gzip a file (docs/decisions.md, "Chunk file names").
      chunkLoadingGlobal: 'aptkC',
      // Another release of the same code: every hashed file gets another name (the test build
      // `npm run build:e2e-prod`, which the old-tab suite deploys over dist/; README, "Tests").
      hashSalt: process.env.BUILD_HASH_SALT || undefined,
      // The prerender's output stays, so that the next prerender rewrites only the pages that
      // changed; the precompressed copies stay for postbuild to refresh or drop
      // (docs/decisions.md, "Incremental prerender"). An older build's hashed assets stay too,
      // for tabs opened before the deploy, until postbuild retires them (docs/decisions.md,
      // "Old tabs after a deploy").
      clean: isProd ? { keep: (file: string) => KEEP_BETWEEN_BUILDS.test(file) || isHashedAsset(file) } : true,
    },
    // Production maps are for error reporting only: no `sourceMappingURL` comment in the files,
    // and scripts/postbuild.mjs moves the maps out of the served folder (docs/decisions.md, "Hosting").
    devtool: isProd ? 'hidden-source-map' : 'eval-cheap-module-source-map',
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.json'],
      alias: {
        '@': fromRoot('src'),
        '@mocks': fromRoot('mocks'),
        // react-router's package names only its development build (docs/decisions.md,
        // "react-router's production build"); the server bundle takes it through this alias too.
        ...(isProd ? { 'react-router$': fromRoot('node_modules/react-router/dist/production/index.mjs') } : {}),
        // Messages arrive compiled (messagesRule), so the ICU parser stays out of the bundle.
        '@formatjs/icu-messageformat-parser$': fromRoot('node_modules/@formatjs/icu-messageformat-parser/no-parser.js'),
      },
    },
    module: {
      rules: [scriptRule(isProd, ids), messagesRule(ids), ...cssRules(isProd), ...assetRules()],
    },
    plugins: [...plugins(env, isProd, ids), ...(isProd ? [new ReplaceOnEmitPlugin()] : [])],
    optimization: {
      // NODE_ENV comes from defineEnv() above.
      nodeEnv: false,
      // Each lazy route stays its own chunk. The app's big libraries are chunks of their own:
      // cached across deploys of the app, and each evaluated in its own task, so that no
      // single script is a long task on a phone (docs/performance.md, "Load tasks and the start").
      splitChunks: { chunks: 'async', cacheGroups: isProd ? vendorGroups() : {} },
      // Exports are named a, b, c… per module in the order of their names, not by a hash of
      // each name: fewer bytes on every first load. A module's names change only when the
      // set of its used exports does (docs/decisions.md, "Chunk file names").
      mangleExports: isProd ? 'size' : false,
      // swc's minifier, not webpack's default terser: the client's compilation took 26 s with
      // terser and takes 12 s with swc on two cores, for files a little smaller (docs/decisions.md,
      // "Minifying with swc"). The same two passes of compression as webpack's default.
      minimizer: [
        new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify, minimizerOptions: { compress: { passes: 2 } } }),
        new CssMinimizerPlugin(),
      ],
    },
    performance: { hints: false },
    devServer: devServer(),
  };
}
