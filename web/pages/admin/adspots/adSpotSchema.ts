// The ad spot form's rules: the server's own (api/domain/inputs AD_SPOT_RULES): the ad code only
// for AdSense and Ezoic, the banner image and destination URL only for custom banners, 728x90.
import { AD_SPOT_RULES, isCustomBanner, needsAdCode, type AdSpotInput as DomainAdSpotInput } from '../../../../api/domain/inputs';
import { DEFAULT_AD_DIMENSIONS, type AdType } from '../../../../api/domain/rules';
import type { AdSpotInput, AdminAdSpotFieldsFragment } from '../../../data/admin.generated';
import { ruleSchema } from '../rules/ruleSchema';

/** Every field present, none null: '' for a field the chosen type does not use. */
export type AdSpotFormValues = { [K in keyof DomainAdSpotInput]-?: NonNullable<DomainAdSpotInput[K]> };

export const EMPTY_AD_SPOT: AdSpotFormValues = {
  name: '',
  location: 'header',
  adType: 'custom',
  adCode: '',
  imageUrl: '',
  linkUrl: '',
  dimensions: DEFAULT_AD_DIMENSIONS,
  isEnabled: true,
};

export const AD_TYPE_LABELS: Record<AdType, string> = { adsense: 'AdSense', ezoic: 'Ezoic', custom: 'Custom Banner' };

export { isCustomBanner, needsAdCode };

/** 'all-providers-top' → 'All providers top'. */
export const locationLabel = (location: string) => {
  const words = location.replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

export const adSpotSchema = ruleSchema(AD_SPOT_RULES);

export const toAdSpotValues = (a: AdminAdSpotFieldsFragment): AdSpotFormValues => ({
  name: a.name,
  location: a.location,
  adType: a.adType,
  adCode: a.adCode ?? '',
  imageUrl: a.imageUrl ?? '',
  linkUrl: a.linkUrl ?? '',
  dimensions: a.dimensions || DEFAULT_AD_DIMENSIONS,
  isEnabled: a.isEnabled,
});

/** Only the fields of the chosen type are sent; the others are cleared. */
export function toAdSpotInput(v: AdSpotFormValues): AdSpotInput {
  const custom = isCustomBanner(v.adType);
  return {
    name: v.name.trim(),
    location: v.location,
    adType: v.adType,
    adCode: needsAdCode(v.adType) ? v.adCode.trim() : null,
    imageUrl: custom ? v.imageUrl.trim() : null,
    linkUrl: custom ? v.linkUrl.trim() : null,
    dimensions: DEFAULT_AD_DIMENSIONS,
    isEnabled: v.isEnabled,
  };
}
