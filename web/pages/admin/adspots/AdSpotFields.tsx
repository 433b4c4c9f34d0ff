// Draws the ad spot form: the ad code appears only for AdSense/Ezoic, the banner image and the
// destination URL only for custom banners; dimensions are locked to 728x90. Under the location, the
// pages that show it (adLocations.ts), or that none does (sidebar).
import { FormControlLabel, Grid, Switch } from '@mui/material';
import { FormikProvider, type FormikProps } from 'formik';
import { AD_DIMENSIONS, AD_LOCATIONS, AD_TYPES, type AdType } from '../../../../api/domain/rules';
import { BoundImageField, BoundSelectField, BoundTextField } from '../forms/BoundFields';
import type { FormTexts } from '../forms/FormSheet';
import { locationHelp } from './adLocations';
import { AD_TYPE_LABELS, isCustomBanner, locationLabel, needsAdCode, type AdSpotFormValues } from './adSpotSchema';

const CODE_FONT = { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontSize: 13 };
const BANNER_HELP = 'A 728 × 90 picture: paste its URL or upload it.';
const dimensionLabel = (dimensions: string) => `${dimensions.replace('x', ' × ')} px`;

/** The titles, descriptions and submit labels of the form's two modes. */
export const AD_SPOT_TEXTS: FormTexts = {
  add: { title: 'Add Ad Spot', description: 'A new ad for one of the page slots.', submit: 'Create Ad Spot' },
  edit: { title: 'Edit Ad Spot', description: 'Change this ad spot and save.', submit: 'Update Ad Spot' },
};

export function AdSpotFields({ formik, onUploadingChange }: { formik: FormikProps<AdSpotFormValues>; onUploadingChange: (u: boolean) => void }) {
  const { values, setFieldValue } = formik;
  const codeHelp = `Paste the ${AD_TYPE_LABELS[values.adType]} snippet. It is never run in the admin.`;
  return (
    <FormikProvider value={formik}>
      <Grid container spacing={2.5}>
        <Grid size={12}>
          <BoundTextField name="name" label="Name" required autoFocus helperText='For you only, e.g. "Runway Park - header banner"' />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <BoundSelectField name="location" label="Location" required options={AD_LOCATIONS} optionLabel={locationLabel} helperText={locationHelp(values.location)} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <BoundSelectField name="adType" label="Ad type" required options={AD_TYPES} optionLabel={(t) => AD_TYPE_LABELS[t as AdType]} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <BoundSelectField name="dimensions" label="Dimensions" helperText="Only 728x90 is offered" disabled options={AD_DIMENSIONS} optionLabel={dimensionLabel} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }} sx={{ display: 'flex', alignItems: 'center' }}>
          <FormControlLabel
            control={<Switch checked={values.isEnabled} onChange={(e) => void setFieldValue('isEnabled', e.target.checked)} name="isEnabled" />}
            label={values.isEnabled ? 'Enabled (shown on the site)' : 'Disabled (hidden)'}
          />
        </Grid>
        {needsAdCode(values.adType) && (
          <Grid size={12}>
            <BoundTextField name="adCode" label="Ad code" required multiline minRows={6} helperText={codeHelp} slotProps={{ htmlInput: { spellCheck: false, style: CODE_FONT } }} />
          </Grid>
        )}
        {isCustomBanner(values.adType) && (
          <>
            <Grid size={12}>
              <BoundImageField name="imageUrl" label="Banner image URL" required removedTitle="Banner removed" helperText={BANNER_HELP} onUploadingChange={onUploadingChange} />
            </Grid>
            <Grid size={12}>
              <BoundTextField name="linkUrl" label="Destination URL" required helperText="Where a click on the banner goes (https://...)" type="url" />
            </Grid>
          </>
        )}
      </Grid>
    </FormikProvider>
  );
}
