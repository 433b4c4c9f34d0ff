// The ad spot form's rules (SPEC.md section 5): the ad code only for AdSense and Ezoic, the banner
// image and destination URL only for custom banners, dimensions locked to 728x90.
import * as yup from 'yup';
import { AD_LOCATIONS, AD_TYPES, DEFAULT_AD_DIMENSIONS, MAX, MESSAGES, MIN, isHttpUrl, isImageUrl, type AdType } from '../../../../api/domain/rules';
import type { AdSpotInput, AdminAdSpotFieldsFragment } from '../../../data/admin.generated';

export interface AdSpotFormValues {
  name: string;
  location: string;
  adType: AdType;
  adCode: string;
  imageUrl: string;
  linkUrl: string;
  dimensions: string;
  isEnabled: boolean;
}

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

export const needsAdCode = (adType: string) => adType === 'adsense' || adType === 'ezoic';
export const isCustomBanner = (adType: string) => adType === 'custom';

/** 'all-providers-top' → 'All providers top'. */
export const locationLabel = (location: string) => {
  const words = location.replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

export const adSpotSchema = yup.object({
  name: yup.string().trim().required(MESSAGES.adSpot.name).min(MIN.adName, MESSAGES.adSpot.name).max(MAX.shortText, MESSAGES.tooLong('Name', MAX.shortText)),
  location: yup.string().required(MESSAGES.adSpot.location).oneOf(AD_LOCATIONS, MESSAGES.adSpot.location),
  adType: yup.string().required(MESSAGES.adSpot.adType).oneOf(AD_TYPES, MESSAGES.adSpot.adType),
  adCode: yup.string().when('adType', {
    is: needsAdCode,
    then: (s) => s.trim().required(MESSAGES.adSpot.adCode).min(MIN.adCode, MESSAGES.adSpot.adCode).max(MAX.adCode, MESSAGES.tooLong('Ad code', MAX.adCode)),
    otherwise: (s) => s.strip(),
  }),
  imageUrl: yup.string().when('adType', {
    is: isCustomBanner,
    then: (s) => s.trim().required(MESSAGES.adSpot.imageUrl).test('url', MESSAGES.adSpot.url, (v) => !v || isImageUrl(v)),
    otherwise: (s) => s.strip(),
  }),
  linkUrl: yup.string().when('adType', {
    is: isCustomBanner,
    then: (s) => s.trim().required(MESSAGES.adSpot.linkUrl).test('url', MESSAGES.adSpot.url, (v) => !v || isHttpUrl(v)),
    otherwise: (s) => s.strip(),
  }),
  dimensions: yup.string().oneOf([DEFAULT_AD_DIMENSIONS], MESSAGES.adSpot.dimensions),
  isEnabled: yup.boolean(),
});

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
