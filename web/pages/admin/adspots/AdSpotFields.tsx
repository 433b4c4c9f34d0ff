// Draws the ad spot form: the ad code appears only for AdSense/Ezoic, the banner image and the
// destination URL only for custom banners; dimensions are locked to 728x90.
import { FormControlLabel, Grid, MenuItem, Switch, TextField } from '@mui/material';
import type { FormikProps } from 'formik';
import { AD_DIMENSIONS, AD_LOCATIONS, AD_TYPES } from '../../../../api/domain/rules';
import { ImageField } from '../components/ImageField';
import { AD_TYPE_LABELS, isCustomBanner, locationLabel, needsAdCode, type AdSpotFormValues } from './adSpotSchema';

type TextName = Exclude<keyof AdSpotFormValues, 'isEnabled'>;

export function AdSpotFields({ formik, onUploadingChange }: { formik: FormikProps<AdSpotFormValues>; onUploadingChange: (u: boolean) => void }) {
  const { values, errors, touched, handleChange, handleBlur, setFieldValue, setFieldTouched, submitCount } = formik;
  const shown = (name: TextName) => (touched[name] || submitCount > 0 ? errors[name] : undefined);
  const field = (name: TextName, label: string, helperText?: string) => ({
    id: `adspot-${name}`,
    name,
    label,
    value: values[name],
    onChange: handleChange,
    onBlur: handleBlur,
    fullWidth: true,
    error: Boolean(shown(name)),
    helperText: shown(name) ?? helperText,
  });

  return (
    <Grid container spacing={2.5}>
      <Grid size={12}>
        <TextField {...field('name', 'Name', 'For you only, e.g. "Runway Park - header banner"')} required autoFocus />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField {...field('location', 'Location')} select required>
          {AD_LOCATIONS.map((loc) => (
            <MenuItem key={loc} value={loc}>
              {locationLabel(loc)}
            </MenuItem>
          ))}
        </TextField>
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField {...field('adType', 'Ad type')} select required>
          {AD_TYPES.map((t) => (
            <MenuItem key={t} value={t}>
              {AD_TYPE_LABELS[t]}
            </MenuItem>
          ))}
        </TextField>
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField {...field('dimensions', 'Dimensions', 'Only 728x90 is offered')} select disabled>
          {AD_DIMENSIONS.map((d) => (
            <MenuItem key={d} value={d}>
              {d.replace('x', ' × ')} px
            </MenuItem>
          ))}
        </TextField>
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }} sx={{ display: 'flex', alignItems: 'center' }}>
        <FormControlLabel
          control={<Switch checked={values.isEnabled} onChange={(e) => void setFieldValue('isEnabled', e.target.checked)} name="isEnabled" />}
          label={values.isEnabled ? 'Enabled (shown on the site)' : 'Disabled (hidden)'}
        />
      </Grid>
      {needsAdCode(values.adType) && (
        <Grid size={12}>
          <TextField
            {...field('adCode', 'Ad code', `Paste the ${AD_TYPE_LABELS[values.adType]} snippet. It is never run in the admin.`)}
            required
            multiline
            minRows={6}
            slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontSize: 13 } } }}
          />
        </Grid>
      )}
      {isCustomBanner(values.adType) && (
        <>
          <Grid size={12}>
            <ImageField
              name="imageUrl"
              label="Banner image URL"
              required
              value={values.imageUrl}
              onChange={(v) => {
                void setFieldTouched('imageUrl', true, false);
                void setFieldValue('imageUrl', v);
              }}
              onBlur={handleBlur}
              error={shown('imageUrl')}
              removedTitle="Banner removed"
              helperText="A 728 × 90 picture: paste its URL or upload it."
              onUploadingChange={onUploadingChange}
            />
          </Grid>
          <Grid size={12}>
            <TextField {...field('linkUrl', 'Destination URL', 'Where a click on the banner goes (https://...)')} required type="url" />
          </Grid>
        </>
      )}
    </Grid>
  );
}
