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
