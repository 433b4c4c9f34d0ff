#!/usr/bin/env node
// The benchmark's baseline: a plain node:http server that answers each URL with bytes and headers
// captured from the app. Usage: node bench/bare-server.js PORT CAPTURED_JSON (prints 'ready').
const fs = require('node:fs');
const http = require('node:http');

const [port, file] = process.argv.slice(2);
const captured = Object.fromEntries(
  Object.entries(JSON.parse(fs.readFileSync(file, 'utf8'))).map(([url, hit]) => [url, { headers: hit.headers, body: Buffer.from(hit.body, 'base64') }]),
);

http
  .createServer((req, res) => {
    const hit = captured[req.url];
    if (!hit) {
      res.statusCode = 404;
      return res.end();
    }
    res.writeHead(200, hit.headers);
    res.end(hit.body);
  })
  .listen(Number(port), '127.0.0.1', () => process.stdout.write('ready\n'));
