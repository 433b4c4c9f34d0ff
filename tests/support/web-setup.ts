import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'node:util';

// waitFor and findBy* wait for what the test expects to happen (a DOM change, a settled query); their
// limit (1 s by default) and Jest's (5 s) only stop a broken test from hanging. On a busy 2-core
// machine a render of a data grid alone took longer than 1 s, and a form test typing into many
// fields longer than 30 s (at a load of 20): time is not what these tests judge.
configure({ asyncUtilTimeout: 30_000 });
jest.setTimeout(120_000);

// jsdom lacks these; MUI X DataGrid and Apollo need them.
Object.assign(globalThis, { TextEncoder, TextDecoder });
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({ matches: false, media: query, onchange: null, addListener() {}, removeListener() {}, addEventListener() {}, removeEventListener() {}, dispatchEvent: () => false }) as MediaQueryList;
}
if (!window.scrollTo || String(window.scrollTo).includes('not implemented')) window.scrollTo = () => undefined;
if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => undefined;

// jsdom has no PointerEvent; a MouseEvent subclass carries clientX/pointerId for swipe tests.
if (typeof window.PointerEvent === 'undefined') {
  class PointerEventPolyfill extends MouseEvent {
    pointerId: number;
    pointerType: string;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerId = init.pointerId ?? 1;
      this.pointerType = init.pointerType ?? 'mouse';
    }
  }
  Object.assign(window, { PointerEvent: PointerEventPolyfill });
}

// jsdom's own scrollTo only reports "Not implemented" as a console error; the public layout
// scrolls to the top on navigation.
window.scrollTo = (() => undefined) as typeof window.scrollTo;

// Parts of pages load their code on demand (web/components/deferredParts.tsx). Component tests
// render pages as the browser does after hydration, with that code already loaded, so a first
// render never suspends inside testing-library's synchronous act(); how the parts wait and load
// is tested in web/components/common/lazyParts.test.tsx.
beforeAll(async () => {
  const { preloadEverything } = await import('../../web/components/common/lazyParts');
  await import('../../web/components/deferredParts');
  await preloadEverything();
});
