#!/usr/bin/env node
// `npm start`: build what is not built yet, then run the server (embedded SQLite unless DATABASE_URL says otherwise).
const path = require('node:path');
const { buildIfNeeded } = require('./build-if-needed');

buildIfNeeded();
require(path.resolve(__dirname, '..', 'dist', 'api', 'index.js'));
