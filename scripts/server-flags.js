// The Node.js flags every server process runs with, however it is started: `npm start`,
// `npm run serve`, the systemd unit (docs/deploy/rdu-rides@.service) and the benchmarks and test
// suites that start the built server (tests/integration/server-flags.test.ts holds them to this list).
//
// --max-semi-space-size=16: V8 sizes the young generation from the machine's memory (on 24 GiB it
// grows to 134 MB under load) and keeps it resident. At 16 MB the server's RSS during the render
// flood peaked at 281-328 MB instead of 354-369 MB, with the flooded page's p99 no worse (27-30 ms):
// bench/results/render-flood.md, docs/rendering.md. Only a command-line flag (or NODE_OPTIONS)
// sets it: V8 reads it when the process starts.
const SERVER_NODE_FLAGS = ['--max-semi-space-size=16'];

module.exports = { SERVER_NODE_FLAGS };
