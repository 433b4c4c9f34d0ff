// What providers stored before the search existed are given: every search location, as the JSON
// list the servedPlaces column holds. Written out (not read from api/domain) so the migration
// stays what it was when the list changes.
export const EVERY_PLACE = JSON.stringify(
  ['RDU Airport', 'Downtown Raleigh', 'Chapel Hill', 'Durham', 'Cary', 'Morrisville', 'Research Triangle Park', 'Wake Forest', 'Apex', 'Holly Springs', 'Garner'],
);
