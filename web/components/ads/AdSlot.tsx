// An advertising slot: fetches the spots of one location (kept 5 minutes), picks one at random and
// shows it. Nothing is shown while loading, on error, when there is none, or when the chosen spot
// is disabled (SPEC.md section 4). The random choice is the browser's: the server's page (and the
// hydration of it) holds only the room the banner will take when every spot of the location would
// take the same (so nothing moves when it appears), and the choice is made once hydrated. Admin-entered ad code is never put into this page as markup:
// AdSense/Ezoic snippets are reduced to validated ids (parseAdCode) and drawn from fixed templates;
// anything else runs in a sandboxed iframe served by /ad-frame/{id} in an opaque origin.
import { useQuery } from '@apollo/client/react';
import { Box, Typography } from '@mui/material';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { ADSENSE_SCRIPT_ORIGIN, parseAdCode, parseDimensions, type AdCodeShape } from '../../../api/domain/adCode';
import { AD_CACHE_MS, isHttpUrl, isImageUrl, type AdLocation } from '../../../api/domain/rules';
import { AdSpotsDocument, type PublicAdSpotFieldsFragment } from '../../data/generated';
import { useHydrated } from '../../ssr/islands';
import { addScriptOnce } from './adScripts';
import { withoutShownElsewhere, yieldsTo } from './adPage';

type AdSpot = PublicAdSpotFieldsFragment;

declare global {
  interface Window {
    adsbygoogle?: unknown[];
    ezstandalone?: { cmd?: Array<() => void>; showAds?: (...ids: number[]) => void };
  }
}

/** When each location's spots were last fetched from the server (the list is kept 5 minutes). */
const fetchedAt = new Map<string, number>();

export function resetAdSlotCache(): void {
  fetchedAt.clear();
}

/**
 * A banner's text alternative: where its link goes. A spot's name is the admin's own label (a
 * campaign, a contract) and is never sent to the site (issue 31, item 15).
 */
export function adImageAlt(spot: Pick<AdSpot, 'linkUrl'>): string {
  const host = spot.linkUrl && isHttpUrl(spot.linkUrl) ? new URL(spot.linkUrl).hostname.replace(/^www\./, '') : '';
  return host ? `Advertisement: ${host}` : 'Advertisement';
}

/** One spot at random among those returned for the location. */
export function pickSpot<T>(spots: readonly T[], random: () => number = Math.random): T | null {
  if (spots.length === 0) return null;
  return spots[Math.min(spots.length - 1, Math.floor(random() * spots.length))];
}

export interface AdSlotProps {
  location: AdLocation;
  /** Space around the slot; the slot takes no room at all when it shows nothing. */
  spacing?: number;
  /** Slots outside <main> (page header/footer) are their own landmark with this name. */
  landmarkLabel?: string;
  /** The page's slots above this one: it never shows an advertisement they could show (see adPage.ts). */
  after?: readonly AdLocation[];
}

/** At most this many slots one slot gives way to (header, footer and two above it on the page). */
const MAX_YIELDS = 4;

/**
 * The spots of the slots this one gives way to, as the page has them (cache-only: those slots fetch
 * their own lists; this one follows as they arrive, and a page rendered on the server has them all).
 */
function useSpotsBefore(locations: readonly AdLocation[]): AdSpot[][] {
  // A fixed number of reads (the header, the footer and up to two slots above); unused ones are skipped.
  const at = (i: number) => ({ variables: { location: locations[i] ?? 'header' }, skip: !locations[i], fetchPolicy: 'cache-only' as const });
  const answers = [useQuery(AdSpotsDocument, at(0)), useQuery(AdSpotsDocument, at(1)), useQuery(AdSpotsDocument, at(2)), useQuery(AdSpotsDocument, at(3))];
  return answers.map((a, i) => (locations[i] ? (a.data?.adSpots ?? []) : []));
}

export default function AdSlot({ location, spacing = 3, landmarkLabel, after }: AdSlotProps) {
  const hydrated = useHydrated();
  // The spots in a server-rendered page are as fresh as the page: read them from its cache.
  const [fetchPolicy] = useState<'cache-first' | 'network-only'>(() => {
    if (!hydrated) return 'cache-first';
    const at = fetchedAt.get(location);
    return at !== undefined && Date.now() - at < AD_CACHE_MS ? 'cache-first' : 'network-only';
  });
  const { data, loading, error } = useQuery(AdSpotsDocument, {
    variables: { location },
    fetchPolicy,
    nextFetchPolicy: 'cache-first',
  });

  useEffect(() => {
    if (data && !loading && !error && (fetchPolicy === 'network-only' || !fetchedAt.has(location))) fetchedAt.set(location, Date.now());
  }, [data, loading, error, fetchPolicy, location]);

  const before = useSpotsBefore(yieldsTo(location, after).slice(0, MAX_YIELDS));
  const allSpots = data?.adSpots;
  // Never an advertisement the page already shows higher up, or in its header or footer.
  const beforeIds = JSON.stringify(before.map((b) => b.map((s) => s.id)));
  const spots = useMemo(() => (allSpots ? withoutShownElsewhere(allSpots, before) : undefined), [allSpots, beforeIds]);
  const chosen = useMemo(() => (spots && hydrated ? pickSpot(spots) : null), [spots, hydrated]);

  // Invisible marker: the page knows this slot may still change the layout (hash scrolling waits).
  if (loading) return <span hidden data-loading="true" />;
  if (error || !spots) return null;

  const frame = (content: ReactNode, hideWithoutScripts?: object) => (
    <Box
      {...(landmarkLabel ? { component: 'aside' as const, 'aria-label': landmarkLabel } : {})}
      data-testid="ad-slot"
      data-location={location}
      sx={{ my: spacing, display: 'flex', flexDirection: 'column', alignItems: 'center', width: '100%', maxWidth: '100%', overflow: 'hidden', ...hideWithoutScripts }}
    >
      <Typography component="p" variant="caption" sx={{ color: 'text.secondary', mb: 0.5, letterSpacing: 0.6, textTransform: 'uppercase', fontSize: '0.68rem' }}>
        Advertisement
      </Typography>
      {content}
    </Box>
  );

  if (!hydrated) {
    const room = reservedRoom(spots);
    // Without scripts the banner never comes: no "Advertisement" label over an empty box then.
    return room ? frame(<Box aria-hidden="true" data-testid="ad-room" sx={room} />, { '@media (scripting: none)': { display: 'none' } }) : null;
  }
  if (!chosen || !chosen.isEnabled) return null;
  const content = renderSpot(chosen, location === 'header');
  return content ? frame(content) : null;
}

/**
 * The room a location's banner will take, when it is the same whichever spot is chosen: every spot
 * enabled, drawable, of one kind and one size. Null when the choice may show nothing or something
 * of another size (the slot then appears after hydration, as before).
 */
export function reservedRoom(spots: readonly AdSpot[]): Record<string, string | number> | null {
  if (spots.length === 0 || !spots.every((s) => s.isEnabled && s.adType === spots[0].adType && s.dimensions === spots[0].dimensions)) return null;
  const { width, height } = parseDimensions(spots[0].dimensions);
  if (spots[0].adType === 'custom') {
    // A banner image: as wide as it fits (at most its width), its height following its ratio.
    return spots.every((s) => s.imageUrl && isImageUrl(s.imageUrl)) ? { width: '100%', maxWidth: width, aspectRatio: `${width} / ${height}` } : null;
  }
  const shapes = spots.map((s) => parseAdCode(s.adType, s.adCode).kind);
  if (shapes.every((k) => k === 'adsense')) return { width: '100%', maxWidth: width, minHeight: height };
  if (shapes.every((k) => k === 'other')) return { width, maxWidth: '100%', height };
  return null; // Ezoic sizes its own placeholder
}

function renderSpot(spot: AdSpot, eager: boolean) {
  const { width, height } = parseDimensions(spot.dimensions);
  if (spot.adType === 'custom') {
    if (!spot.imageUrl || !isImageUrl(spot.imageUrl)) return null;
    const image = (
      <Box
        component="img"
        src={spot.imageUrl}
        alt={adImageAlt(spot)}
        width={width}
        height={height}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        sx={{ display: 'block', maxWidth: '100%', height: 'auto', borderRadius: 1 }}
      />
    );
    if (!spot.linkUrl || !isHttpUrl(spot.linkUrl)) return image;
    return (
      <Box component="a" href={spot.linkUrl} target="_blank" rel="sponsored noopener" sx={{ display: 'block', maxWidth: '100%', lineHeight: 0 }}>
        {image}
      </Box>
    );
  }
  const shape = parseAdCode(spot.adType, spot.adCode);
  if (shape.kind === 'adsense') return <AdSenseAd shape={shape} width={width} height={height} />;
  if (shape.kind === 'ezoic') return <EzoicAd placeholderId={shape.placeholderId} />;
  return (
    <Box
      component="iframe"
      src={`/ad-frame/${encodeURIComponent(String(spot.id))}`}
      title="Advertisement"
      sandbox="allow-scripts allow-popups allow-popups-to-escape-sandbox"
      referrerPolicy="no-referrer"
      loading="lazy"
      width={width}
      height={height}
      sx={{ display: 'block', border: 0, maxWidth: '100%' }}
    />
  );
}

function AdSenseAd({ shape, width, height }: { shape: Extract<AdCodeShape, { kind: 'adsense' }>; width: number; height: number }) {
  const pushed = useRef(false);
  useEffect(() => {
    addScriptOnce(`${ADSENSE_SCRIPT_ORIGIN}/pagead/js/adsbygoogle.js?client=${shape.client}`, { crossOrigin: 'anonymous' });
    if (pushed.current) return;
    pushed.current = true;
    try {
      (window.adsbygoogle = window.adsbygoogle || []).push({});
    } catch {
      // AdSense throws when the slot is already filled; nothing to show then.
    }
  }, [shape.client]);
  return (
    <Box sx={{ width: '100%', maxWidth: width, minHeight: height }}>
      <ins
        className="adsbygoogle"
        style={{ display: 'block' }}
        data-ad-client={shape.client}
        data-ad-slot={shape.slot}
        data-ad-format={shape.format ?? undefined}
        data-full-width-responsive={shape.fullWidthResponsive ? 'true' : undefined}
      />
    </Box>
  );
}

function EzoicAd({ placeholderId }: { placeholderId: number }) {
  const shown = useRef(false);
  useEffect(() => {
    // Ezoic's standalone set-up: consent manager first (in order), then the ad library.
    addScriptOnce('https://cmp.gatekeeperconsent.com/min.js', { async: false, data: { cfasync: 'false' } });
    addScriptOnce('https://the.gatekeeperconsent.com/cmp.min.js', { async: false, data: { cfasync: 'false' } });
    addScriptOnce('https://www.ezojs.com/ezoic/sa.min.js', { async: true });
    if (shown.current) return;
    shown.current = true;
    const ez = (window.ezstandalone = window.ezstandalone || {});
    ez.cmd = ez.cmd || [];
    ez.cmd.push(() => window.ezstandalone?.showAds?.(placeholderId));
  }, [placeholderId]);
  return <div id={`ezoic-pub-ad-placeholder-${placeholderId}`} />;
}
