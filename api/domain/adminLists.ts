// What each bounded admin list (providers, resources, FAQs, ad spots) can be ordered by. The server
// accepts only these (each column has an index) and the admin grids and card lists ask only for them.
export const PROVIDER_SORTS = ['name', 'type', 'serviceArea', 'rating', 'badge', 'factsCheckedOn', 'createdAt', 'updatedAt'] as const;
export const RESOURCE_SORTS = ['title', 'type', 'createdAt', 'updatedAt'] as const;
export const FAQ_SORTS = ['position', 'question', 'createdAt'] as const;
export const AD_SPOT_SORTS = ['name', 'location', 'adType', 'isEnabled', 'createdAt', 'updatedAt'] as const;
/** The conversions list (the earnings report's): newest first is `sort=createdAt&order=desc`. */
export const CONVERSION_SORTS = ['createdAt'] as const;

export type ProviderSort = (typeof PROVIDER_SORTS)[number];
export type ResourceSort = (typeof RESOURCE_SORTS)[number];
export type FaqSort = (typeof FAQ_SORTS)[number];
export type AdSpotSort = (typeof AD_SPOT_SORTS)[number];
