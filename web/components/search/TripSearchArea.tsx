// The home page's search and its answer, from the address (/?from=…&to=…&date=…&time=…&passengers=…
// &bags=…&wheelchair=…&sort=…, api/domain/tripSearch.ts): reload, back and forward, a shared link and
// a page kept offline all show the trip the address names. The answer is the trip rule's
// (answerTrip) on the providers the page already has, so it is the same in the server's render, in
// the browser and offline; it depends on the clock, so it is judged at the render's moment while
// the browser hydrates the server's markup, then at the visitor's own (usePageNow), and the server
// keeps its copy no longer than the answer holds (usePageValidUntil).
// A search changes the address at once, but the router draws the new address in a transition
// (React Router's startTransition): the rest of the page renders, and may wait for a part's code on
// a slow connection, before the new answer shows. Until then the answer on screen is marked as
// updating (announced, its links and buttons out of use), and the focus goes to the new one.
import { Box, Container, LinearProgress, Typography } from '@mui/material';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { siteClock } from '../../../api/domain/hours';
import { answerTrip, type Trip } from '../../../api/domain/trip';
import { TRIP_SEARCH_TEXTS as T, canonicalTripParams, readTripAddress, readTripSearch, tripSearchQuery } from '../../../api/domain/tripSearch';
import { ServerTurn, useHydrated } from '../../ssr/islands';
import { usePageNow } from '../common/pageClock';
import { usePageValidUntil } from '../../ssr/head';
import { scrollToSection } from '../layout/useScrollManagement';
import SearchBox from './SearchBox';
import TripAnswer from './TripAnswer';
import type { TripProviderData } from './TripOption';
import { searchFormValues } from './tripForm';
import type { AirportOptionFacts } from '../../../api/domain/airportOptions';

export interface TripSearchAreaProps {
  providers: readonly TripProviderData[];
  /** What stands in the answer's place while the providers load, or when they failed or are none. */
  providersState: ReactNode | null;
  /** What exists at the airport at any hour, read with the providers: the answer shows it when none fits. */
  airportOptions?: readonly AirportOptionFacts[];
}

const MINUTE_MS = 60_000;

export default function TripSearchArea({ providers, providersState, airportOptions }: TripSearchAreaProps) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const asked = readTripAddress(params).asked;
  const { key: shownKey } = useLocation();
  const [searches, setSearches] = useState(0);
  // The search sent and the address shown when it was sent: while the router still shows that
  // address, the answer on screen is the previous search's.
  const [sent, setSent] = useState<{ trip: Trip; fromKey: string } | null>(null);
  const search = useCallback(
    (next: { trip: Trip; dateAsked: boolean }) => {
      setSent({ trip: next.trip, fromKey: shownKey });
      setSearches((n) => n + 1);
      void navigate({ pathname: '/', search: `?${tripSearchQuery(next.trip, next.dateAsked)}` });
    },
    [navigate, shownKey],
  );
  const updating = sent !== null && sent.fromKey === shownKey ? sent.trip : null;

  // A new address (a search, back or forward) shows its own values in the box.
  const boxKey = params.toString();
  if (!asked) return <SearchBoxArea>{<SearchBox key={boxKey} onSearch={search} />}</SearchBoxArea>;
  return (
    <AskedTrip key="asked" params={params} boxKey={boxKey} onSearch={search} searches={searches} updating={updating} providers={providers} providersState={providersState} airportOptions={airportOptions} />
  );
}

function SearchBoxArea({ children }: { children: ReactNode }) {
  return (
    <Container maxWidth="lg" sx={{ mt: { xs: -5, md: -7 }, position: 'relative', zIndex: 1 }}>
      {children}
    </Container>
  );
}

function AskedTrip({
  params,
  boxKey,
  onSearch,
  searches,
  updating,
  providers,
  providersState,
  airportOptions,
}: TripSearchAreaProps & {
  params: URLSearchParams;
  boxKey: string;
  onSearch: (next: { trip: Trip; dateAsked: boolean }) => void;
  /** How many searches the visitor sent from this page: each one's answer takes the focus once shown. */
  searches: number;
  /** The trip of a search sent whose answer is not drawn yet (the one on screen is the previous search's). */
  updating: Trip | null;
}) {
  const { now } = usePageNow();
  const hydrated = useHydrated();
  // Judged to the minute: within one, the page (and each option) is not drawn again.
  const minute = Math.floor(now / MINUTE_MS) * MINUTE_MS;
  const judgedAt = useMemo(() => siteClock(new Date(minute)), [minute]);
  const today = judgedAt.date;
  // While the browser hydrates, the address as the server read it (the page's key): the values it
  // could not use are named once the page runs.
  const search = readTripSearch(hydrated ? params : canonicalTripParams(params), judgedAt)!;
  const tripKey = tripSearchQuery(search.trip, true);
  const answer = useMemo(() => (providers.length ? answerTrip(providers, search.trip, new Date(minute)) : null), [providers, tripKey, minute]);
  const initial = useMemo(() => searchFormValues(search), [tripKey, search.dateAsked]);
  usePageValidUntil(answer?.validUntil ?? minute + MINUTE_MS);

  // After a search, its answer comes into view and takes the focus (once it is drawn, never the
  // previous search's answer while the new one is on its way), so its count is heard.
  const answerRef = useRef<HTMLElement>(null);
  const focused = useRef(0);
  const shown = Boolean(answer && !providersState);
  useEffect(() => {
    if (searches === focused.current || updating || !shown || !answerRef.current) return;
    focused.current = searches;
    scrollToSection('answer');
    answerRef.current.focus({ preventScroll: true });
  }, [searches, updating, shown, boxKey]);

  return (
    <>
      <SearchBoxArea>
        <SearchBox key={boxKey} initial={initial} sort={search.trip.sort} answerBelow onSearch={onSearch} />
      </SearchBoxArea>
      <Container maxWidth="lg" sx={{ pt: { xs: 4, md: 6 } }}>
        {/* Always in the page, so what it says is announced when it says it. */}
        <Box role="status" aria-live="polite" data-testid="trip-updating" sx={{ position: 'sticky', top: { xs: 64, md: 72 }, zIndex: 2 }}>
          {updating && (
            <Box sx={{ mb: 2, borderRadius: 2, overflow: 'hidden', bgcolor: 'info.main', color: 'info.contrastText', boxShadow: 2 }}>
              <LinearProgress color="inherit" aria-hidden="true" sx={{ height: 3, opacity: 0.6 }} />
              <Box sx={{ px: 2, py: 1.25 }}>
                <Typography sx={{ fontWeight: 700 }}>{T.updating(updating)}</Typography>
                <Typography variant="body2">{T.updatingNote}</Typography>
              </Box>
            </Box>
          )}
        </Box>
        {answer && shown ? (
          <ServerTurn>
            <TripAnswer ref={answerRef} search={search} answer={answer} today={today} judgedAt={judgedAt} updating={Boolean(updating)} airportOptions={airportOptions} />
          </ServerTurn>
        ) : (
          providersState
        )}
      </Container>
    </>
  );
}
