// The page's inline loader (web/ssr/loader.ts, inlined by the server), read as code: it inserts
// the page's scripts in order, and holds early clicks for the app (web/ssr/earlyClicks.ts).
import { PAGE_DOCUMENT } from '../../api/domain/render';

function loadPage(serverRendered: boolean): void {
  document.head.innerHTML = `<script type="application/json" id="${PAGE_DOCUMENT.scriptListId}">["/assets/main.1.js","/assets/other.2.js"]</script>`;
  document.body.innerHTML =
    `<div id="${PAGE_DOCUMENT.rootId}"${serverRendered ? ` ${PAGE_DOCUMENT.serverRenderedAttribute}` : ''}>` +
    '<button type="button" id="menu">Menu</button><button type="submit" id="send">Send</button><a href="/faq" id="faq"><span role="button" id="in-link">x</span></a>' +
    '<div role="tab" id="tab">Tab</div></div>';
  jest.isolateModules(() => {
    require('./loader');
  });
}

const inserted = () => Array.from(document.head.querySelectorAll('script[src]'), (s) => (s as HTMLScriptElement).getAttribute('src'));

afterEach(() => {
  window.__rduStopHolding?.();
  jest.useRealTimers();
});

describe('the page loader', () => {
  it("inserts the page's scripts in order, once, a second after a server-rendered page is parsed", () => {
    jest.useFakeTimers();
    loadPage(true);
    document.dispatchEvent(new Event('DOMContentLoaded'));
    expect(inserted()).toEqual([]);
    jest.advanceTimersByTime(1000);
    expect(inserted()).toEqual(['/assets/main.1.js', '/assets/other.2.js']);
    expect(Array.from(document.head.querySelectorAll('script[src]'), (s) => (s as HTMLScriptElement).async)).toEqual([false, false]);
    document.dispatchEvent(new Event('DOMContentLoaded'));
    jest.advanceTimersByTime(1000);
    expect(inserted()).toHaveLength(2);
  });

  it('inserts them at once for an empty shell (the admin pages)', () => {
    jest.useFakeTimers();
    loadPage(false);
    document.dispatchEvent(new Event('DOMContentLoaded'));
    jest.advanceTimersByTime(0);
    expect(inserted()).toEqual(['/assets/main.1.js', '/assets/other.2.js']);
  });

  it('holds clicks on controls that need scripts until the app takes over; links and submits work', () => {
    loadPage(true);
    const click = (id: string) => {
      const event = new MouseEvent('click', { bubbles: true, cancelable: true });
      document.getElementById(id)!.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(click('menu')).toBe(true);
    expect(click('menu')).toBe(true);
    expect(click('tab')).toBe(true);
    expect(click('send')).toBe(false);
    expect(click('in-link')).toBe(false);
    expect(window.__rduEarlyClicks!.map((c) => c.id)).toEqual(['menu', 'tab']);
    window.__rduStopHolding!();
    expect(click('menu')).toBe(false);
  });
});
