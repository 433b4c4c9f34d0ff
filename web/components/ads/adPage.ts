// One page never shows one advertiser's banner twice (issue 24, item 7). Each slot gives way to the
// slots the page frame always shows (the header's, then the footer's) and to the page's own slots
// above it (named by the page: `after`): a spot whose banner one of those could show is left out of
// this slot's choice. Decided from the spots alone (all in the page's data), never from which spot
// another slot happened to pick, so the server's HTML and the browser's first render agree.
import type { AdLocation } from '../../../api/domain/rules';
import type { PublicAdSpotFieldsFragment } from '../../data/generated';

type Spot = Pick<PublicAdSpotFieldsFragment, 'id' | 'adType' | 'adCode' | 'imageUrl' | 'linkUrl' | 'isEnabled'>;

/** The locations a slot gives way to: none for the header, the header for the footer, both and the page's earlier slots for the rest. */
export function yieldsTo(location: AdLocation, after: readonly AdLocation[] = []): AdLocation[] {
  if (location === 'header') return [];
  if (location === 'footer') return ['header'];
  return ['header', 'footer', ...after.filter((l) => l !== location && l !== 'header' && l !== 'footer')];
}

/** What makes two spots the same advertisement: a banner's destination or image, other ads' code. */
export function creativeKeys(spot: Spot): string[] {
  if (spot.adType === 'custom') {
    const keys = [spot.linkUrl?.trim() && `link:${spot.linkUrl.trim()}`, spot.imageUrl?.trim() && `image:${spot.imageUrl.trim()}`].filter(Boolean) as string[];
    return keys.length > 0 ? keys : [`id:${spot.id}`];
  }
  const code = (spot.adCode ?? '').replace(/\s+/g, ' ').trim();
  return [code ? `${spot.adType}:${code}` : `id:${spot.id}`];
}

/** This slot's spots without those whose advertisement a slot it gives way to could show (its enabled spots). */
export function withoutShownElsewhere<T extends Spot>(spots: readonly T[], before: readonly (readonly Spot[])[]): T[] {
  const taken = new Set(before.flat().filter((s) => s.isEnabled).flatMap(creativeKeys));
  if (taken.size === 0) return [...spots];
  return spots.filter((s) => !creativeKeys(s).some((key) => taken.has(key)));
}
