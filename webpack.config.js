// Builds the web app into dist/web: fingerprinted bundles under assets/, the admin area and the map
// in their own chunks (public visitors never download them unless they go there), and the service
// worker with the precache manifest (admin chunks left out).
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const CopyWebpackPlugin = require('copy-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const CssMinimizerPlugin = require('css-minimizer-webpack-plugin');
const TerserPlugin = require('terser-webpack-plugin');
const { InjectManifest } = require('workbox-webpack-plugin');

const swcOptions = {
  swcrc: false, // the root .swcrc is for the server (CommonJS); the web keeps ES modules for code splitting
  module: { type: 'es6' },
  jsc: {
    parser: { syntax: 'typescript', tsx: true, decorators: false },
    transform: { react: { runtime: 'automatic' } },
    target: 'es2020',
  },
};

module.exports = (_env, argv) => {
  const production = argv.mode !== 'development';
  return {
    mode: production ? 'production' : 'development',
    entry: { main: path.resolve(__dirname, 'web/index.tsx') },
    output: {
      path: path.resolve(__dirname, 'dist/web'),
      publicPath: '/',
      filename: production ? 'assets/[name].[contenthash:10].js' : 'assets/[name].js',
      chunkFilename: production ? 'assets/[name].[contenthash:10].js' : 'assets/[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      clean: true,
    },
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    resolve: { extensions: ['.tsx', '.ts', '.js'] },
    module: {
      rules: [
        { test: /\.tsx?$/, exclude: /node_modules/, use: { loader: 'swc-loader', options: swcOptions } },
        { test: /\.css$/, use: [MiniCssExtractPlugin.loader, 'css-loader'] },
        { test: /\.(png|svg|jpe?g|gif|webp|woff2?)$/, type: 'asset/resource' },
      ],
    },
    plugins: [
      new HtmlWebpackPlugin({
        template: path.resolve(__dirname, 'web/index.html'),
        scriptLoading: 'defer',
        inject: 'head',
        // The server replaces <!--page-meta--> with each page's description, Open Graph tags, CSP
        // nonce and robots meta, so comments must survive minification.
        minify: production
          ? { collapseWhitespace: true, keepClosingSlash: true, removeComments: false, removeRedundantAttributes: true, removeScriptTypeAttributes: true, removeStyleLinkTypeAttributes: true, useShortDoctype: true }
          : false,
      }),
      new MiniCssExtractPlugin({
        filename: production ? 'assets/[name].[contenthash:10].css' : 'assets/[name].css',
        chunkFilename: production ? 'assets/[name].[contenthash:10].css' : 'assets/[name].css',
      }),
      new CopyWebpackPlugin({ patterns: [{ from: path.resolve(__dirname, 'web/public'), to: '.' }] }),
      // Service worker and precache list (docs/pwa.md). Visitors precache the public app: every
      // file of a chunk the public pages can load (the shell, which holds the contact form, the map,
      // and anything those share with the admin area such as Leaflet's map-vendors), never a file
      // only the admin area uses. Source maps, the old
      // .woff fonts (every browser with service workers takes woff2), demo images and uploads stay
      // out; the worker caches images at runtime once seen.
      new InjectManifest({
        swSrc: path.resolve(__dirname, 'web/pwa/sw.ts'),
        swDest: 'sw.js',
        compileSrc: true,
        webpackCompilationPlugins: [],
        // One function: workbox stops at the first function condition (its result is final), so
        // the regexes, the worker itself and the admin-only check all live here.
        exclude: [
          ({ asset, compilation }) => {
            if (asset.name === 'sw.js' || [/\.map$/, /\.LICENSE\.txt$/, /\.woff$/, /^demo\//, /^uploads\//].some((re) => re.test(asset.name))) return true;
            // A file only admin chunk groups load: the lazy 'admin' import and chunks split off it.
            // A chunk a public group also loads stays (e.g. map-vendors: Leaflet for the public map and the admin route editor).
            const adminGroup = (group, seen = new Set()) => {
              if (/^admin/.test(group.name || '')) return true;
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
    ],
    optimization: {
      minimize: production,
      minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, terserOptions: { compress: true, mangle: true } }), new CssMinimizerPlugin()],
      splitChunks: {
        chunks: 'async',
        cacheGroups: {
          // No anonymous split chunks: every async chunk is named ('admin', 'admin-vendors', 'map', 'map-vendors'),
          // so the precache rule above can tell admin code apart.
          default: false,
          defaultVendors: false,
          // Everything the admin area pulls in (data grid, formik...) stays in admin-named chunks.
          // Leaflet once, for the public map and the admin route editor alike.
          mapVendors: { test: /[\\/]node_modules[\\/](leaflet|react-leaflet|@react-leaflet)[\\/]/, name: 'map-vendors', chunks: 'async', priority: 30, enforce: true },
          adminVendors: {
            test: /[\\/]node_modules[\\/](@mui[\\/]x-|formik|yup)/,
            name: 'admin-vendors',
            // Only modules the admin chunks load; a public async chunk keeps its own libraries.
            chunks: (chunk) => /^admin/.test(chunk.name || ''),
            priority: 20,
            enforce: true,
          },
        },
      },
    },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
};
