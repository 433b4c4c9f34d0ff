// Jest global set-up of the integration suite: pages are rendered on the server by the built web
// app (dist/web and dist/ssr), so build it first when it is missing or older than its sources
// (about 20 s; nothing to do when it is current).
const { buildIfNeeded } = require('../../scripts/build-if-needed');

module.exports = () => buildIfNeeded({ webOnly: true });
