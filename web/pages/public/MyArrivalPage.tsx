// My arrival (/my-arrival, issue 23): the rides saved on this device, newest first, each removable
// (with an undo), with its terminal chosen on the card, a large-type view for the driver and a
// calendar file. The cards come from the browser's storage only (web/arrival/cardStore.ts): the
// server renders the same page for everyone, and the service worker keeps it so that it opens with
// no connection. Online, each card's provider is read again and a changed one is offered for update,
// with what changed. On a phone the first screen is the card's kerb part (the hero is short, the
// privacy note follows the cards); the flight and booking reference written on a card stay here.
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import { useApolloClient } from '@apollo/client/react';
import { Alert, Box, Button, Container, Typography } from '@mui/material';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ARRIVAL_TEXTS as A, arrivalIcs, cardChanges, icsFileName, providerChanged, refreshedCard, type ArrivalCard, type ArrivalCardNotes, type ArrivalSource } from '../../../api/domain/arrival';
import type { Terminal } from '../../../api/domain/facts';
import { STATIC_PAGES } from '../../../api/domain/pageMeta';
import { CardStorageError, browserCardStore, type CardStore } from '../../arrival/cardStore';
import { CARDS_CHANGED_EVENT, CARDS_KEY } from '../../arrival/savedFlag';
import ArrivalCardView from '../../components/arrival/ArrivalCardView';
import DriverView from '../../components/arrival/DriverView';
import { EmptyState } from '../../components/common/States';
import PageHero from '../../components/content/PageHero';
import { usePageMeta } from '../../ssr/head';
import { ProviderDocument } from '../../data/generated';

/** A notice after an action: what happened, and the card a removal can bring back. */
interface Notice {
  text: string;
  undo?: ArrivalCard;
  severity: 'success' | 'info' | 'error';
}

/** Reads each card's provider again (online only) and keeps the current facts of those that changed. */
function useChangedProviders(cards: ArrivalCard[] | null): Map<string, ArrivalSource> {
  const client = useApolloClient();
  const [current, setCurrent] = useState<Map<string, ArrivalSource>>(new Map());
  const [online, setOnline] = useState(true);
  const slugs = cards ? [...new Set(cards.map((c) => c.provider.slug))].sort().join(' ') : '';

  useEffect(() => {
    const update = () => setOnline(navigator.onLine);
    update();
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);

  useEffect(() => {
    if (!online || !slugs) return;
    let stale = false;
    void Promise.all(
      slugs.split(' ').map(async (slug) => {
        try {
          const { data } = await client.query({ query: ProviderDocument, variables: { slug }, fetchPolicy: 'network-only' });
          return data?.provider ? ([slug, data.provider] as const) : null;
        } catch {
          return null; // no connection after all, or the server is away: nothing to say
        }
      }),
    ).then((found) => {
      if (!stale) setCurrent(new Map(found.filter((f): f is NonNullable<typeof f> => f !== null)));
    });
    return () => {
      stale = true;
    };
  }, [client, online, slugs]);
  return current;
}

function download(name: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/calendar;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export default function MyArrivalPage() {
  usePageMeta(STATIC_PAGES['/my-arrival']);
  const store = useRef<CardStore | null>(null);
  // null until read: the server (and hydration) cannot know what this browser keeps.
  const [cards, setCards] = useState<ArrivalCard[] | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [driverCard, setDriverCard] = useState<ArrivalCard | null>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  const current = useChangedProviders(cards);

  const reload = useCallback(() => setCards(store.current!.list()), []);
  useEffect(() => {
    store.current = browserCardStore();
    reload();
    const onStorage = (e: StorageEvent) => (e.key === null || e.key === CARDS_KEY) && reload();
    window.addEventListener('storage', onStorage);
    window.addEventListener(CARDS_CHANGED_EVENT, reload);
    return () => {
      window.removeEventListener('storage', onStorage);
      window.removeEventListener(CARDS_CHANGED_EVENT, reload);
    };
  }, [reload]);

  const tell = (next: Notice) => {
    setNotice(next);
    // The notice takes the focus: the card that had it may be gone.
    requestAnimationFrame(() => noticeRef.current?.focus());
  };
  const guarded = (action: () => void) => {
    try {
      action();
    } catch (e) {
      if (!(e instanceof CardStorageError)) throw e;
      tell({ text: A.storageBlocked, severity: 'error' });
    }
  };

  const remove = (card: ArrivalCard) => guarded(() => {
    const gone = store.current!.remove(card.id);
    if (gone) tell({ text: A.removed(card.provider.name), undo: gone, severity: 'info' });
  });
  const undo = (card: ArrivalCard) => guarded(() => {
    store.current!.save(card);
    setNotice(null);
    requestAnimationFrame(() => document.getElementById(`arrival-${card.id}`)?.focus());
  });
  const setTerminal = (card: ArrivalCard, terminal: Terminal) => guarded(() => void store.current!.setTerminal(card.id, terminal));
  // No notice: what was written shows on the card, by the button that keeps the focus.
  const note = (card: ArrivalCard, notes: Partial<ArrivalCardNotes>) => guarded(() => void store.current!.note(card.id, notes));
  const refresh = (card: ArrivalCard) => guarded(() => {
    const latest = current.get(card.provider.slug);
    if (!latest) return;
    store.current!.replace(refreshedCard(card, latest, new Date()));
    tell({ text: A.refreshed(card.provider.name), severity: 'success' });
  });

  return (
    <>
      <PageHero title={A.pageTitle} lead={A.pageLead} dense />
      <Container maxWidth="md" sx={{ py: { xs: 2, md: 5 }, display: 'grid', gap: { xs: 2, md: 3 } }}>
        <noscript>
          <Alert severity="warning">{A.noScript}</Alert>
        </noscript>

        <div ref={noticeRef} tabIndex={-1} role="status" aria-live="polite" style={{ outline: 'none' }}>
          {notice && (
            <Alert
              severity={notice.severity}
              onClose={() => setNotice(null)}
              action={
                notice.undo ? (
                  <Button color="inherit" onClick={() => undo(notice.undo!)} sx={{ minHeight: 48, fontWeight: 700 }}>
                    {A.undo}
                  </Button>
                ) : undefined
              }
            >
              {notice.text}
            </Alert>
          )}
        </div>

        {cards === null ? (
          // Until the page runs: the cards are read at once then. No spinner, which would turn forever without scripts.
          <Box aria-busy="true" aria-label={A.loading} sx={{ minHeight: 240 }} />
        ) : cards.length === 0 ? (
          <EmptyState title={A.empty}>
            <Typography sx={{ mb: 2 }}>{A.emptyHelp}</Typography>
            <Button component={RouterLink} to="/" variant="contained" size="large" sx={{ minHeight: 48 }}>
              {A.search}
            </Button>
          </EmptyState>
        ) : (
          <Box component="ol" aria-label={A.pageTitle} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 3 }}>
            {cards.map((card) => {
              const latest = current.get(card.provider.slug);
              const changes = latest !== undefined && providerChanged(card, latest) ? cardChanges(card, refreshedCard(card, latest, new Date(card.savedAt))) : [];
              return (
                <li key={card.id}>
                  <ArrivalCardView
                    card={card}
                    changes={changes}
                    onTerminal={(terminal) => setTerminal(card, terminal)}
                    onNote={(notes) => note(card, notes)}
                    onRefresh={() => refresh(card)}
                    onShowDriver={() => setDriverCard(card)}
                    onCalendar={() => download(icsFileName(card), arrivalIcs(card, new Date()))}
                    onRemove={() => remove(card)}
                  />
                </li>
              );
            })}
          </Box>
        )}
        <Alert severity="info" icon={<LockOutlinedIcon fontSize="inherit" />} data-testid="arrival-privacy">
          {A.privacy}
        </Alert>
      </Container>
      <DriverView card={driverCard} onClose={() => setDriverCard(null)} />
    </>
  );
}
