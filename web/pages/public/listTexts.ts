// The load and empty texts the home page shares with the providers and resources pages (SPEC.md's
// error texts). Apart from the home page so those pages do not download it with them.
export const PROVIDERS_ERROR = 'Error loading shuttle providers. Please try again later.';
export const RESOURCES_ERROR = 'Error loading travel resources. Please try again later.';
export const NO_PROVIDERS = 'No shuttle providers found.';
/** No resources at all (the spec's 'No resources found' is for a /resources filter that matches nothing). */
export const NO_RESOURCES_YET = 'No travel resources yet';
export const NO_RESOURCES_YET_TEXT = 'Guides, hotels, attractions and events for your trip will appear here soon.';
