#!/usr/bin/env node
// `npm start`: build what is missing or changed (processes started together build once: the others
// wait for it), then run the server (embedded SQLite unless DATABASE_URL says otherwise). A
// production process manager starts `node dist/api/index.js` (`npm run serve`) instead: no build step.
const path = require('node:path');
const { buildIfNeeded } = require('./build-if-needed');

buildIfNeeded();
require(path.resolve(__dirname, '..', 'dist', 'api', 'index.js'));
