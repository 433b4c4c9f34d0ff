// Builds the web app twice from the same sources:
// - 'client' into dist/web: fingerprinted bundles under assets/, one chunk per public page, the
//   admin area and the map in their own chunks (public visitors never download them unless they
//   go there), manifest.json (which files each page needs, read by the server), every text file
//   also precompressed (.br, .gz), and the service worker with its precache list (admin left out).
// - 'server' into dist/ssr/render.js: the same components for server-side rendering
//   (web/ssr/render.tsx, with the page document), one CommonJS file that requires its libraries
//   from node_modules.
// - 'loader' into dist/ssr/loader.js: the page's one inline script (web/ssr/loader.ts), which the
//   server reads, inlines in every page and allows by its hash.
const path = require('node:path');
const webpack = require('webpack');
const CopyWebpackPlugin = require('copy-webpack-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const CssMinimizerPlugin = require('css-minimizer-webpack-plugin');
const TerserPlugin = require('terser-webpack-plugin');
const { InjectManifest } = require('workbox-webpack-plugin');

const swcOptions = (target) => ({
  swcrc: false, // the root .swcrc is for the server (CommonJS); the web keeps ES modules for code splitting
  module: { type: 'es6' },
  jsc: {
    parser: { syntax: 'typescript', tsx: true, decorators: false },
    transform: { react: { runtime: 'automatic' } },
    target,
  },
});

const assetName = 'assets/[name].[contenthash:10][ext]';
/** Where the builds go (BUILD_DIR=dist-x builds a second copy, e.g. to test beside a running one). */
const buildDir = path.resolve(__dirname, process.env.BUILD_DIR || 'dist');

/**
 * The GraphQL explorer (GraphiQL, web/explorer/): an entry of its own with its own page
 * (api/http/explorer.ts). Its chunks (the entry, its workers, the editor's lazy parts) are never
 * precached, never shared with the public pages' vendor chunks, and listed apart in the manifest.
 */
const EXPLORER = 'explorer';
const isExplorerName = (name) => new RegExp(`^${EXPLORER}(-|$)`).test(name || '');
/** Whether a chunk group is the explorer's, or is only ever loaded from the explorer's. */
const explorerGroup = (group, seen = new Set()) => {
  if (isExplorerName(group.name)) return true;
  if (group.isInitial() || seen.has(group)) return false;
  seen.add(group);
  const parents = group.getParents();
  return parents.length > 0 && parents.every((parent) => explorerGroup(parent, seen));
};
const explorerChunk = (chunk) => [...chunk.groupsIterable].every((group) => explorerGroup(group));
/** Chunks the shared vendor groups draw from: the public app's and the admin area's, never the explorer's. */
const appInitialChunk = (chunk) => chunk.canBeInitial() && !explorerChunk(chunk);
const appAsyncChunk = (chunk) => !chunk.canBeInitial() && !explorerChunk(chunk);

/** Fonts the pages preload: the faces above the fold (body text and headings). */
const PRELOADED_FONTS = /roboto-latin-(400|700)-normal\.[0-9a-f]+\.woff2$/;

/**
 * dist/web/manifest.json: the main entry's files in load order, the files of every named chunk
 * group (a page's own chunk and what it shares), the fonts to preload, and the explorer's entry
 * files (apart: nothing of it is the public app's). The server builds each page's script list from
 * it (api/http/pages.ts), and the explorer's page from `explorer` (api/http/explorer.ts).
 */
class BuildManifestPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('BuildManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'BuildManifestPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const files = (group) => group.getFiles().filter((f) => !f.endsWith('.map'));
        const chunks = {};
        for (const [name, group] of compilation.namedChunkGroups) if (name !== 'main' && !isExplorerName(name)) chunks[name] = files(group);
        const manifest = {
          entry: files(compilation.entrypoints.get('main')),
          chunks,
          preloadFonts: Object.keys(compilation.assets).filter((f) => PRELOADED_FONTS.test(f)),
          [EXPLORER]: files(compilation.entrypoints.get(EXPLORER)),
        };
        compilation.emitAsset('manifest.json', new webpack.sources.RawSource(JSON.stringify(manifest, null, 1)));
      });
    });
  }
}

/** Where the browser bundles' source maps go, relative to dist/web: beside it, not in it. */
const SOURCE_MAPS_FROM_WEB = '../sourcemaps';

/** Empties dist/sourcemaps before each build writes its maps, so only the current build's are kept. */
class HiddenSourceMapsPlugin {
  apply(compiler) {
    compiler.hooks.emit.tap('HiddenSourceMapsPlugin', () => {
      require('node:fs').rmSync(path.resolve(compiler.outputPath, SOURCE_MAPS_FROM_WEB), { recursive: true, force: true });
    });
  }
}

const client = (production) => ({
  name: 'client',
  mode: production ? 'production' : 'development',
  entry: { main: path.resolve(__dirname, 'web/index.tsx'), [EXPLORER]: path.resolve(__dirname, 'web/explorer/index.tsx') },
  output: {
    path: path.join(buildDir, 'web'),
    publicPath: '/',
    filename: production ? 'assets/[name].[contenthash:10].js' : 'assets/[name].js',
    chunkFilename: production ? 'assets/[name].[contenthash:10].js' : 'assets/[name].js',
    assetModuleFilename: assetName,
    clean: true,
  },
  // Production source maps are for the operator, never served: written outside the served folder
  // (dist/sourcemaps/), and no bundle names them (no sourceMappingURL comment).
  devtool: production ? false : 'eval-cheap-module-source-map',
  resolve: { extensions: ['.tsx', '.ts', '.js'] },
  module: {
    rules: [
      { test: /\.tsx?$/, exclude: /node_modules/, use: { loader: 'swc-loader', options: swcOptions('es2020') } },
      { test: /\.css$/, use: [MiniCssExtractPlugin.loader, 'css-loader'] },
      // ttf: the explorer's editor icons (Monaco's codicon font).
      { test: /\.(png|svg|jpe?g|gif|webp|woff2?|ttf)$/, type: 'asset/resource' },
    ],
  },
  plugins: [
    new MiniCssExtractPlugin({
      filename: production ? 'assets/[name].[contenthash:10].css' : 'assets/[name].css',
      chunkFilename: production ? 'assets/[name].[contenthash:10].css' : 'assets/[name].css',
    }),
    new CopyWebpackPlugin({ patterns: [{ from: path.resolve(__dirname, 'web/public'), to: '.' }] }),
    // Two imports of the explorer's libraries that would each be an empty chunk with no code (and so
    // no source map): graphql-ws, which its fetcher loads only for subscriptions over a socket (the
    // site has none; not installed), and a Monaco worker's type-only file in a dynamic import's context.
    new webpack.IgnorePlugin({ resourceRegExp: /^graphql-ws$/ }),
    new webpack.IgnorePlugin({ resourceRegExp: /textModelSync\.protocol(\.js)?$/, contextRegExp: /monaco-editor[\\/]esm[\\/]vs[\\/]editor[\\/]common[\\/]services/ }),
    ...(production ? [new HiddenSourceMapsPlugin(), new webpack.SourceMapDevToolPlugin({ filename: `${SOURCE_MAPS_FROM_WEB}/[file].map`, append: false })] : []),
    new BuildManifestPlugin(),
    // Service worker and precache list (docs/pwa.md). Visitors precache the public app: every
    // file of a chunk the public pages can load (the shell, every page, the map, and anything
    // those share with the admin area such as Leaflet's map-vendors), never a file only the admin
    // area uses. Source maps, the old .woff fonts (every browser with service workers takes woff2),
    // precompressed copies, demo images and uploads stay out; the worker caches images at runtime
    // once seen, and pages as they are visited and when the browser is idle. The GraphQL explorer
    // (its entry, workers and lazy parts) is left out like the admin area: integrators' tool, online only.
    new InjectManifest({
      swSrc: path.resolve(__dirname, 'web/pwa/sw.ts'),
      swDest: 'sw.js',
      compileSrc: true,
      webpackCompilationPlugins: [],
      // One function: workbox stops at the first function condition (its result is final), so
      // the regexes, the worker itself and the admin-only check all live here.
      exclude: [
        ({ asset, compilation }) => {
          if (asset.name === 'sw.js' || asset.name === 'manifest.json') return true;
          if ([/\.map$/, /\.LICENSE\.txt$/, /\.woff$/, /\.(br|gz)$/, /^demo\//, /^uploads\//].some((re) => re.test(asset.name))) return true;
          // A file only admin or explorer chunk groups load: the lazy 'admin' import, the explorer's
          // entry and workers, and chunks split off them. A chunk a public group also loads stays
          // (e.g. map-vendors: Leaflet for the public map and the admin route editor).
          const adminGroup = (group, seen = new Set()) => {
            if (/^admin/.test(group.name || '') || isExplorerName(group.name)) return true;
            if (group.isInitial() || seen.has(group)) return false;
            seen.add(group);
            const parents = group.getParents();
            return parents.length > 0 && parents.every((parent) => adminGroup(parent, seen));
          };
          let owned = false;
          for (const chunk of compilation.chunks) {
            if (!chunk.files.has(asset.name) && !chunk.auxiliaryFiles.has(asset.name)) continue;
            if (![...chunk.groupsIterable].every((group) => adminGroup(group))) return false;
            owned = true;
          }
          return owned;
        },
      ],
      maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
    }),
    // Precompressed copies of every text file, served by the server when the browser takes them
    // (no compression work per request). After the service worker so sw.js gets its copies too.
    ...(production
      ? [
          new CompressionPlugin({ test: /\.(js|css|svg|json|webmanifest|txt)$/, algorithm: 'gzip', filename: '[path][base].gz', threshold: 1024, minRatio: 0.9, compressionOptions: { level: 9 } }),
          new CompressionPlugin({
            test: /\.(js|css|svg|json|webmanifest|txt)$/,
            algorithm: 'brotliCompress',
            filename: '[path][base].br',
            threshold: 1024,
            minRatio: 0.9,
            compressionOptions: { params: { [require('node:zlib').constants.BROTLI_PARAM_QUALITY]: 11 } },
          }),
        ]
      : []),
  ],
  optimization: {
    minimize: production,
    minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, terserOptions: { compress: true, mangle: true } }), new CssMinimizerPlugin()],
    splitChunks: {
      chunks: 'async',
      cacheGroups: {
        // Every async chunk is named ('page-…', 'part-…', 'data', 'data-vendors', 'admin',
        // 'admin-vendors', 'map', 'map-vendors', 'shared-public'...), so the precache rule above
        // can tell admin code apart.
        default: false,
        defaultVendors: false,
        // (The explorer's entry keeps its own copies: its libraries never join the public chunks.)
        // The first download in three scripts instead of one: React, MUI with its style engine,
        // and the site's own code. Each script is evaluated in a task of its own, so a phone can
        // answer a tap between them (one bundle was a single 200 ms task at Lighthouse's 4x CPU).
        reactVendors: { test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/, name: 'react-vendors', chunks: appInitialChunk, priority: 40, enforce: true },
        muiVendors: { test: /[\\/]node_modules[\\/](@mui|@emotion|stylis|@babel[\\/]runtime|react-transition-group|clsx|prop-types|react-is|hoist-non-react-statics)[\\/]/, name: 'mui-vendors', chunks: appInitialChunk, priority: 35, enforce: true },
        // Leaflet once, for the public map and the admin route editor alike.
        mapVendors: { test: /[\\/]node_modules[\\/](leaflet|react-leaflet|@react-leaflet)[\\/]/, name: 'map-vendors', chunks: appAsyncChunk, priority: 30, enforce: true },
        // Everything the admin area pulls in (data grid, formik...) stays in admin-named chunks.
        // The charts (and their gestures) stay out: they load with the dashboard's lazy chart only.
        adminVendors: {
          test: /[\\/]node_modules[\\/](@mui[\\/]x-(?!charts|internal-gestures)|formik|yup)/,
          name: 'admin-vendors',
          // Only modules the admin chunks load; a public async chunk keeps its own libraries.
          chunks: (chunk) => /^admin/.test(chunk.name || ''),
          priority: 20,
          enforce: true,
        },
        // The data client and what it needs (Apollo Client, rxjs, graphql), once for every part
        // that reads data: it loads with the first of them, never with the first paint. In two
        // scripts, each parsed in a task of its own: one was a 230 ms task at Lighthouse's 4x CPU.
        dataVendors: {
          test: /[\\/]node_modules[\\/](@apollo[\\/]client|optimism|@wry)[\\/]/,
          name: 'data-vendors',
          chunks: appAsyncChunk,
          priority: 25,
          enforce: true,
        },
        dataVendorsBase: {
          test: /[\\/]node_modules[\\/](rxjs|graphql|tslib)[\\/]/,
          name: 'data-vendors-base',
          chunks: appAsyncChunk,
          priority: 25,
          enforce: true,
        },
        // The visitor's input rules (their evaluator, the site's clock, money), read by the home
        // page's trip search and by the contact form part alike: once, not a copy in each. The
        // admin area keeps its own (its chunks must stay admin-named).
        publicRules: {
          test: /[\\/]api[\\/]domain[\\/](inputs[\\/](check|public)|hours|money)\.ts$/,
          name: 'public-rules',
          chunks: (chunk) => !/^admin/.test(chunk.name || ''),
          minChunks: 2,
          priority: 15,
        },
        // Code two or more public pages share (cards, page hero, MUI parts the shell lacks) in one
        // chunk, downloaded once, instead of a copy in each. Parts (ads, footer...) keep their
        // own: an ad slot loading at idle should not bring a page's worth of components.
        publicShared: {
          name: 'shared-public',
          chunks: (chunk) => /^page-/.test(chunk.name || ''),
          minChunks: 2,
          priority: 10,
        },
      },
    },
  },
  performance: { hints: false },
  stats: 'errors-warnings',
});

const server = (production) => ({
  name: 'server',
  mode: production ? 'production' : 'development',
  target: 'node22',
  entry: { render: path.resolve(__dirname, 'web/ssr/render.tsx') },
  output: {
    path: path.join(buildDir, 'ssr'),
    filename: '[name].js',
    library: { type: 'commonjs2' },
    // The loader config writes dist/ssr/loader.js beside it, perhaps first.
    clean: { keep: /^loader\.js$/ },
  },
  devtool: 'source-map',
  resolve: { extensions: ['.tsx', '.ts', '.js'] },
  // Libraries come from node_modules at run time (one copy of React, Apollo, graphql with the
  // server); style sheets are the browser's business and are bundled as inert text.
  externals: [
    ({ request }, callback) =>
      /^[a-z@][^:]*$/i.test(request) && !/\.css$/.test(request) ? callback(null, `commonjs ${request}`) : callback(),
  ],
  module: {
    rules: [
      { test: /\.tsx?$/, exclude: /node_modules/, use: { loader: 'swc-loader', options: swcOptions('es2022') } },
      { test: /\.css$/, type: 'asset/source' },
      // Same names as the client build, without writing the files again.
      { test: /\.(png|svg|jpe?g|gif|webp|woff2?)$/, type: 'asset/resource', generator: { emit: false, filename: assetName, publicPath: '/' } },
    ],
  },
  plugins: [
    // One file: the pages' dynamic imports are part of it (the server loads them all at start-up).
    new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
  ],
  optimization: { minimize: false },
  performance: { hints: false },
  stats: 'errors-warnings',
});

/**
 * The page's inline loader: one small script, always minified and never with eval-based source
 * maps (the pages' CSP allows it by its hash and allows no eval), as a plain IIFE.
 */
const loader = () => ({
  name: 'loader',
  mode: 'production',
  target: ['web', 'es2020'],
  entry: { loader: path.resolve(__dirname, 'web/ssr/loader.ts') },
  output: { path: path.join(buildDir, 'ssr'), filename: '[name].js', iife: true },
  devtool: false,
  resolve: { extensions: ['.ts', '.js'] },
  module: { rules: [{ test: /\.ts$/, exclude: /node_modules/, use: { loader: 'swc-loader', options: swcOptions('es2020') } }] },
  optimization: { minimize: true, minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, terserOptions: { compress: true, mangle: true } })] },
  performance: { hints: false },
  stats: 'errors-warnings',
});

module.exports = (_env, argv) => {
  const production = argv.mode !== 'development';
  return [client(production), server(production), loader()];
};
