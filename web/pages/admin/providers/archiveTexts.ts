// What the providers list, its dialogs and the edit page's banner say about archiving (the texts
// the server says too are in api/domain/archive.ts).
export const ARCHIVE_LIST_TEXTS = {
  activeTab: 'Active',
  archivedTab: 'Archived',
  archivedChip: 'Archived',
  noArchived: 'No archived providers. A provider you archive (or delete after it had clicks) is kept here with its history.',
  redirectsTo: (name: string) => `Page sends visitors to ${name}`,
  pageGone: 'Page answers “gone” (410)',
  archiveTitle: (name: string) => `Archive ${name}?`,
  archiveText:
    'It leaves the site: every list, search, comparison, trip answer and the sitemap. Its clicks and conversions stay in every report, and you can restore it from the Archived tab.',
  restoreTitle: (name: string) => `Restore ${name}?`,
  restoreText: 'It goes back on the site: the lists, search, comparison and its own page.',
  archived: 'Provider archived',
  archivedText: (name: string) => `${name} is off the site; its history stays in the reports.`,
  restored: 'Provider restored',
  restoredText: (name: string) => `${name} is back on the site.`,
  archiveFailed: (reason: string) => `Failed to archive provider: ${reason}`,
  restoreFailed: (reason: string) => `Failed to restore provider: ${reason}`,
};

/** The edit page's banner of an archived provider. */
export const ARCHIVED_BANNER_TEXTS = {
  title: 'This provider is archived',
  text: (since: string, to: string | null) =>
    `Since ${since} it is not shown on the site; its page ${to ? `sends visitors to ${to}` : 'answers that it is gone'}. Its clicks and conversions stay in every report. Edits are kept for when it is restored.`,
  /** Restoring reloads the form (the provider's version moves on): not over unsaved changes. */
  saveFirst: 'Save or undo your changes before restoring it.',
};
