// The page's now: the render's moment on the server (and the page is marked as one that carries
// it), the same moment while the browser hydrates the server's markup (no mismatch), the live
// clock from then on, a minute at a time.
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { RenderClockContext, usePageNow, type RenderClock } from './pageClock';
import { renderAsServer, setHydrating } from '../../ssr/islands';

function Clock() {
  const { now, live } = usePageNow();
  return <p>{`${new Date(now).toISOString()} ${live ? 'live' : 'rendered'}`}</p>;
}

const RENDERED = Date.parse('2026-11-25T09:00:00Z');
const LIVE = Date.parse('2026-11-25T15:00:30Z');

describe('usePageNow', () => {
  beforeEach(() => jest.useFakeTimers({ now: LIVE, doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] }));
  afterEach(() => jest.useRealTimers());

  it('hydrates the server’s markup at the render’s moment, then follows the live clock minute by minute', async () => {
    const server: RenderClock = { at: RENDERED };
    // Rendered here in a page with a window: told it is the server's render.
    const html = renderAsServer(() =>
      renderToString(
        <RenderClockContext.Provider value={server}>
          <Clock />
        </RenderClockContext.Provider>,
      ),
    );
    expect(html).toContain('2026-11-25T09:00:00.000Z rendered');
    expect(server.read).toBe(true);

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.appendChild(container);
    const mismatches: unknown[] = [];
    setHydrating(true); // as web/index.tsx does around the first hydration
    await act(async () => {
      hydrateRoot(
        container,
        <RenderClockContext.Provider value={{ at: RENDERED }}>
          <Clock />
        </RenderClockContext.Provider>,
        { onRecoverableError: (error) => mismatches.push(error) },
      );
    });
    setHydrating(false);
    expect(mismatches).toEqual([]);
    expect(container.textContent).toBe('2026-11-25T15:00:30.000Z live');
    await act(async () => void (await jest.advanceTimersByTimeAsync(29_000)));
    expect(container.textContent).toBe('2026-11-25T15:00:30.000Z live');
    // Just past the next minute's start.
    await act(async () => void (await jest.advanceTimersByTimeAsync(1_100)));
    expect(container.textContent).toBe('2026-11-25T15:01:00.020Z live');
    container.remove();
  });

  it('is the live clock in a page the browser draws itself (no render moment)', () => {
    const html = renderToString(<Clock />);
    expect(html).toContain('live');
  });
});
