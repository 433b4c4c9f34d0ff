import { act, fireEvent, render, screen } from '@testing-library/react';
import { Suspense, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { HydrateOn, renderAsServer, setHydrating, useHydrated } from '../../ssr/islands';
import { lazyComponent, lazyPart } from './lazyParts';

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount((c) => c + 1)}>
      {label} {count}
    </button>
  );
}

/** A part whose chunk "loads" only when the test says so; counts how often it was asked for. */
function controlledPart(trigger: 'interaction' | 'idle' | 'visible') {
  const load = { calls: 0, resolve: (() => undefined) as () => void };
  const Part = lazyPart(
    () => {
      load.calls += 1;
      return new Promise<{ default: typeof Counter }>((resolve) => (load.resolve = () => resolve({ default: Counter })));
    },
    trigger,
  );
  return { Part, load };
}

/** The server's HTML (rendered here in a page with a window, so told it is the server's render). */
const serverHtml = (element: React.ReactElement): string => renderAsServer(() => renderToString(element));

/** Renders on the "server", puts the HTML in the page and hydrates it, as web/index.tsx does. */
async function hydrateServerHtml(element: React.ReactElement, serverElement = element) {
  const container = document.createElement('div');
  container.innerHTML = serverHtml(serverElement);
  document.body.appendChild(container);
  setHydrating(true);
  await act(async () => {
    hydrateRoot(container, element);
  });
  setHydrating(false);
  return container;
}

/** The browser's idle moment, when the test says: returns what starts the callbacks waiting for it. */
function idleOnDemand(): () => void {
  const waiting: (() => void)[] = [];
  window.requestIdleCallback = ((callback: () => void) => (waiting.push(callback), 1)) as typeof window.requestIdleCallback;
  window.cancelIdleCallback = () => undefined;
  return () => waiting.splice(0).forEach((callback) => callback());
}

afterEach(() => {
  document.body.innerHTML = '';
  setHydrating(false);
});

describe('lazyComponent', () => {
  it('suspends until its chunk is loaded, then renders it; loads it once', async () => {
    let calls = 0;
    const Lazy = lazyComponent(async () => {
      calls += 1;
      return { default: Counter };
    });
    expect(Lazy.isLoaded()).toBe(false);
    await act(async () => {
      render(
        <Suspense fallback={<p>Loading</p>}>
          <Lazy label="Lazy" />
        </Suspense>,
      );
    });
    expect(await screen.findByRole('button', { name: 'Lazy 0' })).toBeInTheDocument();
    expect(Lazy.isLoaded()).toBe(true);
    await Lazy.preload();
    expect(calls).toBe(1);
  });

  it('tries a failed chunk again on the next preload', async () => {
    let calls = 0;
    const Lazy = lazyComponent(async () => {
      calls += 1;
      if (calls === 1) throw new Error('ChunkLoadError');
      return { default: Counter };
    });
    await expect(Lazy.preload()).rejects.toThrow('ChunkLoadError');
    await Lazy.preload();
    expect(calls).toBe(2);
    expect(Lazy.isLoaded()).toBe(true);
  });
});

describe('a part of a server-rendered page (lazyPart)', () => {
  it('keeps the server HTML and does not load its code until the visitor interacts with it', async () => {
    const { Part, load } = controlledPart('interaction');
    // The server renders the part itself (its code is always loaded there).
    const container = await hydrateServerHtml(
      <Part label="Part" />,
      <HydrateOn trigger="interaction">
        <Counter label="Part" />
      </HydrateOn>,
    );
    const button = screen.getByRole('button', { name: 'Part 0' });
    expect(load.calls).toBe(0);

    // The interaction (pointerdown on the document, before React) starts loading the code.
    await act(async () => {
      fireEvent.pointerDown(button);
    });
    expect(load.calls).toBe(1);
    expect(button).toHaveTextContent('Part 0');
    await act(async () => load.resolve());

    // Hydrated in place: the same element, now working.
    expect(container.querySelector('button')).toBe(button);
    fireEvent.click(button);
    expect(button).toHaveTextContent('Part 1');
  });

  it('ignores pointers and keys elsewhere on the page, but wakes on any click (a navigation may follow)', async () => {
    const { Part, load } = controlledPart('interaction');
    await hydrateServerHtml(
      <>
        <p>Elsewhere</p>
        <Part label="Part" />
      </>,
      <>
        <p>Elsewhere</p>
        <HydrateOn trigger="interaction">
          <Counter label="Part" />
        </HydrateOn>
      </>,
    );
    await act(async () => {
      fireEvent.pointerDown(screen.getByText('Elsewhere'));
    });
    expect(load.calls).toBe(0);
    await act(async () => {
      fireEvent.click(screen.getByText('Elsewhere'));
    });
    expect(load.calls).toBe(1);
  });

  it('wakes when the page is scrolled: the visitor is reading', async () => {
    const { Part, load } = controlledPart('interaction');
    await hydrateServerHtml(
      <Part label="Part" />,
      <HydrateOn trigger="interaction">
        <Counter label="Part" />
      </HydrateOn>,
    );
    expect(load.calls).toBe(0);
    await act(async () => {
      fireEvent.scroll(window);
    });
    expect(load.calls).toBe(1);
  });

  it('inside a region that hydrates later, still waits for its own trigger (the page hydrates when idle, its form on use)', async () => {
    const { Part, load } = controlledPart('interaction');
    const idle = idleOnDemand();
    const page = (inner: React.ReactNode) => (
      <HydrateOn trigger="idle">
        <Counter label="Page" />
        {inner}
      </HydrateOn>
    );
    const container = await hydrateServerHtml(
      page(<Part label="Form" />),
      page(
        <HydrateOn trigger="interaction">
          <Counter label="Form" />
        </HydrateOn>,
      ),
    );
    expect(container.querySelector('[data-hydrated]')).toBeNull();
    await act(async () => idle());
    // The page's region hydrated; the form's did not, and its code was not asked for.
    expect(container.querySelectorAll('[data-hydrated]')).toHaveLength(1);
    expect(load.calls).toBe(0);
    await act(async () => {
      fireEvent.pointerDown(screen.getByRole('button', { name: 'Form 0' }));
    });
    expect(load.calls).toBe(1);
    await act(async () => load.resolve());
    expect(container.querySelectorAll('[data-hydrated]')).toHaveLength(2);
  });

  it('inside a region that hydrates later, hydrates with it when the visitor is already in it (typing into a form)', async () => {
    const { Part, load } = controlledPart('interaction');
    const idle = idleOnDemand();
    const page = (inner: React.ReactNode) => <HydrateOn trigger="idle">{inner}</HydrateOn>;
    const container = await hydrateServerHtml(
      page(<Part label="Form" />),
      page(
        <HydrateOn trigger="interaction">
          <Counter label="Form" />
        </HydrateOn>,
      ),
    );
    // Focus arrives before the inner region exists to see it.
    screen.getByRole('button', { name: 'Form 0' }).focus();
    await act(async () => idle());
    expect(load.calls).toBe(1);
    await act(async () => load.resolve());
    expect(container.querySelectorAll('[data-hydrated]')).toHaveLength(2);
  });

  it('after the first click, a region inside one that hydrates then does not wait (a navigation would wait for it)', async () => {
    const { Part, load } = controlledPart('interaction');
    const idle = idleOnDemand();
    const page = (inner: React.ReactNode) => (
      <>
        <p>Elsewhere</p>
        <HydrateOn trigger="idle">{inner}</HydrateOn>
      </>
    );
    await hydrateServerHtml(
      page(<Part label="Form" />),
      page(
        <HydrateOn trigger="interaction">
          <Counter label="Form" />
        </HydrateOn>,
      ),
    );
    await act(async () => {
      fireEvent.click(screen.getByText('Elsewhere')); // wakes every region (the outer one)
    });
    await act(async () => idle());
    expect(load.calls).toBe(1);
  });

  it('loads at once when it is rendered after hydration (client-side navigation)', async () => {
    const { Part, load } = controlledPart('interaction');
    await act(async () => {
      render(<Part label="Later" />);
    });
    expect(load.calls).toBe(1);
    await act(async () => load.resolve());
    expect(screen.getByRole('button', { name: 'Later 0' })).toBeInTheDocument();
  });
});

describe('useHydrated', () => {
  function Clock() {
    return <span>{useHydrated() ? 'browser' : 'server'}</span>;
  }

  it('is false on the server and while hydrating, so the first client render matches, then true', async () => {
    expect(serverHtml(<Clock />)).toBe('<span>server</span>');
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const container = await hydrateServerHtml(<Clock />);
    expect(container).toHaveTextContent('browser');
    expect(errors).not.toHaveBeenCalled(); // no hydration mismatch
    errors.mockRestore();
  });
});

describe('a click before a region hydrates', () => {
  it('is held back, starts the hydration, and is replayed once the region works', async () => {
    const { Part, load } = controlledPart('idle');
    window.requestIdleCallback = (() => 1) as typeof window.requestIdleCallback; // never idle in this test
    window.cancelIdleCallback = () => undefined;
    const container = await hydrateServerHtml(
      <Part label="Part" />,
      <HydrateOn trigger="idle">
        <Counter label="Part" />
      </HydrateOn>,
    );
    const button = screen.getByRole('button', { name: 'Part 0' });
    expect(load.calls).toBe(0);
    await act(async () => {
      fireEvent.click(button);
    });
    expect(load.calls).toBe(1);
    expect(container.querySelector('[data-hydrated]')).toBeNull();
    await act(async () => load.resolve());
    expect(container.querySelector('[data-hydrated]')).not.toBeNull();
    expect(button).toHaveTextContent('Part 1'); // the held click, replayed
    fireEvent.click(button);
    expect(button).toHaveTextContent('Part 2');
  });
});
