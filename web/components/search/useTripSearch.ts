// The home search's state lives in the address (/?from=…&to=…&date=…&passengers=…): shareable,
// reloadable, and back and forward move between searches. The trip is read the way the server
// reads it for its cache key (api/domain/search.ts), so the server's HTML and the hydrated page
// agree; the date changes no answer, and the search box shows it once in the browser. Nothing here
// depends on hydration: a hook that did would re-render the whole home page after it hydrates.
import { useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { DATE_PARAM, tripFromQuery, tripQuery, type Trip } from '../../../api/domain/search';
import { EMPTY_SEARCH, type SearchValues } from './SearchBox';

export interface TripSearch {
  /** The trip the address asks for, or null: every provider. */
  trip: Trip | null;
  /** What the search box shows: the trip (or the defaults) and the date. */
  values: SearchValues;
  search: (values: SearchValues) => void;
}

export function useTripSearch(): TripSearch {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const query = params.toString();
  const trip = useMemo(() => tripFromQuery(new URLSearchParams(query)), [query]);
  const date = params.get(DATE_PARAM) ?? '';
  const values = useMemo(() => ({ ...(trip ?? EMPTY_SEARCH), date }), [trip, date]);
  const search = (next: SearchValues) => void navigate({ pathname: '/', search: `?${tripQuery(next, next.date)}` });
  return { trip, values, search };
}
