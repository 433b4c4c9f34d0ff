/// <reference lib="webworker" />
// The service worker (built by InjectManifest into /sw.js; type-checked with web/pwa/tsconfig.sw.json):
// one module per concern in web/pwa/worker/, each registering its own routes and listeners, in the
// order routes are matched (the first route that matches answers). What the page and the worker
// say to each other is in web/pwa/protocol.ts; the rules each concern applies in web/pwa/policy/.
// docs/pwa.md describes all of it and how to change it.
import { versionOf } from './policy/pages';
import { keepArrivalPage } from './worker/arrivalPage';
import { registerClickQueue } from './worker/clickQueue';
import { registerData } from './worker/data';
import { keepMainPagesFirst } from './worker/firstVisit';
import { registerImages } from './worker/images';
import { listenToPages } from './worker/messages';
import { registerOutboxSync } from './worker/outboxSync';
import { registerPages } from './worker/pages';
import { precacheApp, registerPrecacheRoute } from './worker/precache';
import type { WorkerScope } from './worker/scope';
import { siteCaching } from './worker/siteCaching';
import { cacheWarmUp } from './worker/warmUp';

declare const self: WorkerScope;

// InjectManifest fills in the one self.__WB_MANIFEST.
const manifest = self.__WB_MANIFEST;
const version = versionOf(manifest);
const pages = registerPages(version); // navigations first, before the precache route
keepMainPagesFirst(pages, manifest); // its install listener before the precache's: main pages first
precacheApp(manifest);
registerPrecacheRoute();
const data = registerData();
const images = registerImages();
const replayClicks = registerClickQueue();
keepArrivalPage(pages.strategy); // it must open offline even if never visited

listenToPages({
  warmCache: cacheWarmUp([...pages.routes, ...data, ...images]),
  cacheSite: siteCaching(pages, version),
  replayClicks,
});
registerOutboxSync();
