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
      new HtmlWebpackPlugin({ template: path.resolve(__dirname, 'web/index.html'), scriptLoading: 'defer', inject: 'head' }),
      new MiniCssExtractPlugin({
        filename: production ? 'assets/[name].[contenthash:10].css' : 'assets/[name].css',
        chunkFilename: production ? 'assets/[name].[contenthash:10].css' : 'assets/[name].css',
      }),
      new CopyWebpackPlugin({ patterns: [{ from: path.resolve(__dirname, 'web/public'), to: '.' }] }),
      new InjectManifest({
        swSrc: path.resolve(__dirname, 'web/pwa/sw.ts'),
        swDest: 'sw.js',
        compileSrc: true,
        webpackCompilationPlugins: [],
        // Visitors precache the public app; admin code and source maps stay out.
        exclude: [/\.map$/, /^assets\/admin/, /(^|\/)admin[.-]/, /\.LICENSE\.txt$/, /^demo\//, /^uploads\//],
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
      }),
    ],
    optimization: {
      minimize: production,
      minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, terserOptions: { compress: true, mangle: true } }), new CssMinimizerPlugin()],
      splitChunks: {
        chunks: 'async',
        cacheGroups: {
          // No anonymous split chunks: every async chunk is named ('admin', 'admin-vendors', 'map'),
          // so the precache rule above can tell admin code apart.
          default: false,
          defaultVendors: false,
          // Everything the admin area pulls in (data grid, formik...) stays in admin-named chunks.
          adminVendors: { test: /[\\/]node_modules[\\/](@mui[\\/]x-|formik|yup)/, name: 'admin-vendors', chunks: 'async', priority: 20, enforce: true },
        },
      },
    },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
};
