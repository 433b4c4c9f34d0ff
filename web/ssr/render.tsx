// Server-side rendering of one public page: the render entry (built by webpack into
// dist/ssr/render.js, loaded by api/http/pages.ts). The same components the browser hydrates, with data from Apollo Client run
// against the in-process schema as an anonymous visitor (no HTTP request to ourselves): the page is
// rendered until every query it starts has answered, then its markup, the CSS it uses (emotion's
// critical styles), the data cache and its <head> facts go back to the server.
import { ApolloClient, ApolloLink, Observable } from '@apollo/client';
import { prerenderStatic } from '@apollo/client/react/ssr';
import createCache from '@emotion/cache';
import createEmotionServer from '@emotion/server/create-instance';
import type { DocumentNode } from 'graphql';
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import type { ExecuteOperation, RenderPage, RenderResult } from '../../api/domain/render';
import { NOT_FOUND_META } from '../../api/domain/site';
import AppShell from '../AppShell';
import { ContactEchoContext } from '../components/contact/contactEcho';
import { ServerRenderYields } from './islands';
import { EMOTION_KEY, markServerStyles } from './serverStyles';
import { RenderClockContext, type RenderClock } from '../components/common/pageClock';
import { ServerPageContext, type PageHeadInput, type ServerPageRecord } from './head';
import { createApolloClient } from '../data/client';
import { preloadEverything } from '../components/common/lazyParts';

/** The document the server puts a render in (./document.ts), from the same bundle. */
export { pageDocument } from './document';


function inProcessLink(execute: ExecuteOperation): ApolloLink {
  return new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        execute({ document: operation.query as DocumentNode, variables: operation.variables ?? {} })
          .then((result) => {
            observer.next(result as ApolloLink.Result);
            observer.complete();
          })
          .catch((error: unknown) => observer.error(error));
      }),
  );
}

/** Loads every page's and part's code once, before the first request. */
export const ready: Promise<unknown> = preloadEverything();

export const renderPage: RenderPage = async (request) => {
  await ready;
  const client: ApolloClient = createApolloClient({ link: inProcessLink(request.execute), ssrMode: true });
  const emotionCache = createCache({ key: EMOTION_KEY });
  // Before rendering: it puts the cache in "extract" mode (styles kept in the cache, not written
  // inline next to each component, which the later render passes would skip).
  const { extractCriticalToChunks, constructStyleTagsFromChunks } = createEmotionServer(emotionCache);
  const record: ServerPageRecord = { meta: null, status: 200 };
  const echo = request.contactForm ?? null;
  // One moment for every pass of the render: what the page shows from the clock is judged at it.
  const clock: RenderClock = { at: Date.now() };

  const Router = ({ children }: { children: ReactNode }) => <StaticRouter location={request.url}>{children}</StaticRouter>;
  const tree = (
    <ServerPageContext.Provider value={record}>
      <RenderClockContext.Provider value={clock}>
        <ContactEchoContext.Provider value={echo}>
          <AppShell client={client} emotionCache={emotionCache} Router={Router} />
        </ContactEchoContext.Provider>
      </RenderClockContext.Provider>
    </ServerPageContext.Provider>
  );

  // Every boundary inline, however large: React would otherwise move big ones to the end of the
  // document and put them in place with an inline script.
  // Each pass gives waiting requests a turn at every region (ServerRenderYields, ./islands.tsx).
  const renderFunction = (node: ReactNode) =>
    prerenderToNodeStream(<ServerRenderYields value={new Map()}>{node}</ServerRenderYields>, { progressiveChunkSize: Number.POSITIVE_INFINITY });
  const { result } = await prerenderStatic({ tree, context: { client }, renderFunction });
  // Every boundary must be complete in the HTML: React would finish a late one with an inline
  // script, which the pages' CSP (rightly) refuses.
  const late = /<script\b/i.exec(result);
  if (late) throw new Error(`Server render of ${request.url} left an unfinished Suspense boundary: …${result.slice(Math.max(0, late.index - 300), late.index + 200)}…`);
  const critical = extractCriticalToChunks(result);
  // Styled components composed of others (AppBar on Paper, Button on ButtonBase) make a class of
  // their own styles that no element wears: the critical CSS leaves it out, and the browser then
  // serialises and inserts each such rule while hydrating (about 30 on the home page, ~100 ms of one
  // commit on a phone). Sent with the rest, they are known as inserted, and hydration inserts none.
  const sent = new Set(critical.styles.flatMap((chunk) => chunk.ids));
  const composed = Object.keys(emotionCache.inserted).filter(
    (id) => !sent.has(id) && typeof emotionCache.inserted[id] === 'string' && emotionCache.registered[`${EMOTION_KEY}-${id}`] !== undefined,
  );
  if (composed.length) {
    const regular = critical.styles.find((chunk) => chunk.key === EMOTION_KEY);
    const css = composed.map((id) => emotionCache.inserted[id] as string).join('');
    if (regular) {
      regular.ids.push(...composed);
      regular.css += css;
    } else critical.styles.push({ key: EMOTION_KEY, ids: composed, css });
  }
  // Tags emotion's browser cache adopts without moving them (./serverStyles.ts).
  const styles = markServerStyles(constructStyleTagsFromChunks(critical));
  const meta: PageHeadInput = record.meta ?? NOT_FOUND_META;

  const rendered: RenderResult = {
    status: record.status,
    html: result,
    styles,
    state: client.extract(),
    meta: {
      title: meta.title,
      description: meta.description,
      noindex: meta.noindex,
      ...(meta.canonicalPath ? { canonicalPath: meta.canonicalPath } : {}),
      image: meta.image ?? null,
      jsonLd: meta.jsonLd?.(request.origin) ?? [],
    },
    hydration: { ...(echo ? { contactForm: echo } : {}), ...(clock.read ? { renderedAt: clock.at } : {}) },
    ...(record.validUntil !== undefined ? { validUntil: record.validUntil } : {}),
  };
  client.stop();
  return rendered;
};
