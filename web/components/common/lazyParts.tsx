// Code that is not in the first download: pages (one chunk each) and parts of a page that load
// later. Both render at once on the server, where every chunk is loaded before the first request.
// - lazyComponent(load): renders the component once its chunk is loaded, suspending until then
//   (a Suspense boundary above shows its fallback, or keeps the server's HTML while hydrating).
//   preload() fetches the chunk ahead.
// - lazyPart(load, trigger): a part that, on a server-rendered page, only loads and hydrates on its
//   trigger (see HydrateOn in ./hydration); { data: true } when it reads data (its own copy of the
//   data client's provider, see WithApollo).
import { use, type ComponentType, type ReactNode } from 'react';
import { WithApollo } from '../../data/WithApollo';
import { HydrateOn, type HydrationTrigger } from '../../ssr/islands';

type Loader<P> = () => Promise<{ default: ComponentType<P> }>;

export interface LazyComponent<P> {
  (props: P): ReactNode;
  preload(): Promise<void>;
  isLoaded(): boolean;
}

/** Every lazy component's loader: the server loads them all before its first render. */
const registry: (() => Promise<void>)[] = [];

/**
 * Loads the code of every lazy page and part. On the server a chunk still loading would leave a
 * Suspense boundary unfinished in the HTML (completed later by an inline script the CSP forbids).
 */
export function preloadEverything(): Promise<void[]> {
  return Promise.all(registry.map((preload) => preload()));
}

export function lazyComponent<P extends object>(load: Loader<P>): LazyComponent<P> {
  let Loaded: ComponentType<P> | null = null;
  let pending: Promise<void> | null = null;
  const preload = (): Promise<void> =>
    (pending ??= load().then(
      (module) => {
        Loaded = module.default;
      },
      (error: unknown) => {
        pending = null; // a later render may try again (e.g. after the connection returns)
        throw error;
      },
    ));
  function Lazy(props: P): ReactNode {
    if (!Loaded) use(preload());
    const Component = Loaded!;
    return <Component {...props} />;
  }
  Lazy.preload = preload;
  Lazy.isLoaded = () => Loaded !== null;
  registry.push(preload);
  return Lazy;
}

export function lazyPart<P extends object>(load: Loader<P>, trigger: HydrationTrigger, { data = false } = {}): LazyComponent<P> {
  const Inner = lazyComponent(load);
  function Part(props: P): ReactNode {
    return (
      <HydrateOn trigger={trigger}>
        {data ? (
          <WithApollo>
            <Inner {...props} />
          </WithApollo>
        ) : (
          <Inner {...props} />
        )}
      </HydrateOn>
    );
  }
  Part.preload = Inner.preload;
  Part.isLoaded = Inner.isLoaded;
  return Part;
}
