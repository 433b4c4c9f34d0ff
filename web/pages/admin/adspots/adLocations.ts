// Where each ad location shows on the public site, in the admin's words: the ad spot form says it
// under its Location choice, so no one books a spot into a slot no page draws. A test compares this
// table with the pages' <AdSlot location="..."> (adLocations.test.ts): a slot added to or taken off
// a page must be said here too.
import type { AdLocation } from '../../../../api/domain/rules';

/** The words for a location that no page shows. */
export const SHOWN_NOWHERE = 'No page shows this location today: a spot here is not shown anywhere.';

export const AD_LOCATION_PAGES: Record<AdLocation, string> = {
  header: 'Shown at the top of every public page.',
  footer: 'Shown at the bottom of every public page, above the footer.',
  sidebar: SHOWN_NOWHERE,
  'in-content': 'Shown on each provider page, after its About section.',
  'providers-section': 'Shown on the home page, after the top providers.',
  'resources-section': 'Shown on the home page after the travel resources, and on the Travel Resources page.',
  'all-providers-top': 'Shown on the All Providers page, above the list.',
  'all-providers-bottom': 'Shown on the All Providers page, below the list.',
  'provider-main': 'Shown on each provider page, after What to Expect.',
  'provider-bottom': 'Shown at the bottom of each provider page.',
};

/** The Location field's help: where the chosen location shows. */
export const locationHelp = (location: string): string => AD_LOCATION_PAGES[location as AdLocation] ?? SHOWN_NOWHERE;
