// Archiving instead of deleting (history is never rewritten): what refers to a provider or an
// affiliate program, and every text the server and the admin say about archiving. Shared by the
// services (which decide) and the admin pages (which ask first and show the same words).

/** The rows that refer to a provider or a program: while any does, a delete archives instead. */
export interface RecordReferences {
  /** Booking clicks counted for the provider (the sum of its daily counts). */
  bookingClicks: number;
  /** Clicks kept by their id (for attributing bookings) within the retention. */
  keptClicks: number;
  /** Conversions credited to the provider, or reported to the program. */
  conversions: number;
}

export const NO_REFERENCES: RecordReferences = { bookingClicks: 0, keptClicks: 0, conversions: 0 };

/** Whether deleting would lose history (then the record is archived instead). */
export function hasReferences(refs: RecordReferences): boolean {
  return refs.bookingClicks > 0 || refs.keptClicks > 0 || refs.conversions > 0;
}

const counted = (n: number, one: string, many: string) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/**
 * '5 booking clicks and 1 conversion'. Kept clicks are the same clicks as the counts (kept by id for
 * a while), so they are named only when no count is left to name them.
 */
export function referencesText(refs: RecordReferences): string {
  const clicks = Math.max(refs.bookingClicks, refs.keptClicks);
  const parts = [clicks ? counted(clicks, 'booking click', 'booking clicks') : null, refs.conversions ? counted(refs.conversions, 'conversion', 'conversions') : null].filter(
    (part): part is string => part !== null,
  );
  return parts.join(' and ');
}

export type ArchivableKind = 'provider' | 'affiliate program';

export const ARCHIVE_TEXTS = {
  /** The DELETE answer's message (and the GraphQL removal's) when the record was archived instead. */
  archivedInstead: (kind: ArchivableKind, name: string, refs: RecordReferences) =>
    `The ${kind} "${name}" was archived instead of deleted: it has ${referencesText(refs)}, which reports keep counting. ${
      kind === 'provider' ? 'It no longer appears on the site.' : 'Its postbacks are refused from now on.'
    } Restore it from the Archived list.`,
  /** A delete of a record that is archived already and has history: nothing changes. */
  staysArchived: (kind: ArchivableKind, name: string, refs: RecordReferences) =>
    `The ${kind} "${name}" stays archived: it has ${referencesText(refs)}, which reports keep counting, so it cannot be deleted.`,
  deleted: (kind: ArchivableKind, name: string) => `The ${kind} "${name}" was deleted.`,
  /** What the delete dialog says before a delete that will archive instead. */
  willArchive: (kind: ArchivableKind, name: string, refs: RecordReferences) =>
    `The ${kind} "${name}" has ${referencesText(refs)}. Deleting it would change past reports, so it will be archived instead: ${
      kind === 'provider' ? 'it leaves the site' : 'its postbacks are refused'
    }, its history stays counted, and you can restore it later.`,
  cannotDelete: (kind: ArchivableKind, name: string, refs: RecordReferences) =>
    `The ${kind} "${name}" has ${referencesText(refs)}, which reports keep counting, so it stays archived and cannot be deleted.`,

  /** A public lookup of an archived provider (REST 410, GraphQL NOT_FOUND with `archived`). */
  providerGone: 'This provider is no longer listed on RDU Rides.',
  providerMoved: (name: string) => `This provider is no longer listed on RDU Rides. Its travellers are sent to ${name}.`,

  /** The redirect an archived provider's page may name (archive's redirectToId). */
  redirectBad: 'redirectToId must be the id of a provider (a whole number of 1 or more)',
  redirectSelf: 'An archived provider cannot send its visitors to its own page',
  redirectMissing: (id: number) => `No provider has the id ${id}`,
  redirectArchived: (name: string) => `${name} is archived too: choose a provider that is shown on the site`,

  /** The admin lists' filter (?archived=true, archived: true). */
  badFilter: 'archived must be true or false',
} as const;

/**
 * The admin lists' archived filter as a transport gives it: true (only archived), false or absent
 * (only active), or null when it is neither (bad input).
 */
export function readArchivedFilter(raw: unknown): boolean | null {
  if (raw === undefined || raw === null || raw === '' || raw === false || raw === 'false' || raw === '0') return false;
  if (raw === true || raw === 'true' || raw === '1') return true;
  return null;
}
