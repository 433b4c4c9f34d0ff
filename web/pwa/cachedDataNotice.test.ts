import { KEPT_PAGE_META, SW_MESSAGES } from './protocol';

/** The module as a page loads it: its state starts from the document it runs in. */
function loadFresh(): typeof import('./cachedDataNotice') {
  let mod!: typeof import('./cachedDataNotice');
  jest.isolateModules(() => {
    mod = require('./cachedDataNotice');
  });
  return mod;
}

afterEach(() => {
  document.head.innerHTML = '';
});

it('a page the worker answered from its kept copy starts out saying so', () => {
  document.head.innerHTML = `<meta name="${KEPT_PAGE_META}" content="">`;
  const notice = loadFresh();
  expect(notice.isKeptPage()).toBe(true);
  expect(notice.isShowingCachedData()).toBe(true);
  // The server answers a read: what the page shows is current again.
  notice.noteWorkerMessage({ type: SW_MESSAGES.dataSource, source: 'network' });
  expect(notice.isShowingCachedData()).toBe(false);
});

it("a page from the network starts out current, until a read comes from the worker's cache", () => {
  const notice = loadFresh();
  expect(notice.isKeptPage()).toBe(false);
  expect(notice.isShowingCachedData()).toBe(false);
  notice.noteWorkerMessage({ type: SW_MESSAGES.dataSource, source: 'cache' });
  expect(notice.isShowingCachedData()).toBe(true);
  notice.noteWorkerMessage({ type: 'something else' });
  expect(notice.isShowingCachedData()).toBe(true);
});
