// Draws the provider form's fields; all state lives in useProviderForm.
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { Autocomplete, Box, Button, FormHelperText, Grid, IconButton, Paper, Stack, TextField, Tooltip, Typography } from '@mui/material';
import type { FormikProps } from 'formik';
import type { ReactNode } from 'react';
import { BADGES, MAX, SHORT_DESCRIPTION_HINT } from '../../../../api/domain/rules';
import { ImageField } from '../components/ImageField';
import { PROVIDER_TYPES, type ProviderFormValues } from './providerSchema';
import type { ProviderFormMode } from './useProviderForm';

type TextName = Exclude<keyof ProviderFormValues, 'features'>;

export interface ProviderFieldsProps {
  formik: FormikProps<ProviderFormValues>;
  mode: ProviderFormMode;
  onNameChange: (name: string) => void;
  onSlugChange: (slug: string) => void;
  onUploadingChange: (uploading: boolean) => void;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}>
      <Typography variant="h6" component="h2" sx={{ fontWeight: 700, mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

export function ProviderFields({ formik, mode, onNameChange, onSlugChange, onUploadingChange }: ProviderFieldsProps) {
  const { values, errors, touched, handleBlur, handleChange, setFieldValue, submitCount } = formik;
  const shown = (name: keyof ProviderFormValues) => (touched[name] || submitCount > 0 ? (errors[name] as string | undefined) : undefined);

  const field = (name: TextName, label: string, extra: { helperText?: ReactNode; required?: boolean } = {}) => ({
    id: `provider-${name}`,
    name,
    label,
    value: values[name],
    onChange: handleChange,
    onBlur: handleBlur,
    required: extra.required ?? true,
    fullWidth: true,
    error: Boolean(shown(name)),
    helperText: shown(name) ?? extra.helperText,
  });

  const shortLength = values.shortDescription.length;
  const featuresError = shown('features');

  return (
    <>
      <Section title="Basics">
        <Grid container spacing={2.5}>
          <Grid size={{ xs: 12, md: 6 }}>
            <TextField {...field('name', 'Name')} onChange={(e) => onNameChange(e.target.value)} />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <TextField
              {...field('slug', 'Slug', {
                helperText:
                  mode === 'add'
                    ? 'Lowercase letters and digits only; generated from the name.'
                    : 'Lowercase letters and digits only. Changing it changes the page address.',
              })}
              onChange={(e) => onSlugChange(e.target.value)}
              slotProps={{ htmlInput: { autoCapitalize: 'none', spellCheck: false } }}
            />
          </Grid>
          <Grid size={12}>
            <TextField
              {...field('shortDescription', 'Short description', {
                helperText: (
                  <Box component="span" sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
                    <span>{SHORT_DESCRIPTION_HINT} characters max</span>
                    <Box component="span" sx={{ color: shortLength > SHORT_DESCRIPTION_HINT ? 'warning.main' : 'inherit' }}>
                      {shortLength}/{SHORT_DESCRIPTION_HINT}
                    </Box>
                  </Box>
                ),
              })}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <Autocomplete
              id="provider-type"
              freeSolo
              options={PROVIDER_TYPES as readonly string[]}
              inputValue={values.type}
              onInputChange={(_e, value) => void setFieldValue('type', value)}
              renderInput={(params) => {
                const { id: _i, value: _v, onChange: _c, ...rest } = field('type', 'Service type', { helperText: 'For example Shuttle Van, Shared Shuttle, Taxi Service' });
                return <TextField {...params} {...rest} slotProps={params.slotProps} />;
              }}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <Autocomplete
              id="provider-badge"
              freeSolo
              options={BADGES as readonly string[]}
              inputValue={values.badge}
              onInputChange={(_e, value) => void setFieldValue('badge', value)}
              renderInput={(params) => {
                const { id: _i, value: _v, onChange: _c, ...rest } = field('badge', 'Badge', { required: false, helperText: 'Optional: Most Popular, Best Value, Local Favorite or your own' });
                return <TextField {...params} {...rest} slotProps={params.slotProps} />;
              }}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 4 }}>
            <TextField
              {...field('rating', 'Rating', { helperText: '0 to 5, e.g. 4.8' })}
              // Kept as text: formik would turn a number input's value into a number.
              onChange={(e) => void setFieldValue('rating', e.target.value)}
              type="number"
              slotProps={{ htmlInput: { min: 0, max: 5, step: 0.1, inputMode: 'decimal' } }}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 8 }}>
            <TextField {...field('priceRange', 'Price range', { helperText: 'Low - high, e.g. $25.99 - $65.99' })} />
          </Grid>
          <Grid size={12}>
            <TextField {...field('serviceArea', 'Service area', { helperText: 'e.g. Raleigh, Durham, Chapel Hill' })} />
          </Grid>
        </Grid>
      </Section>

      <Section title="Image">
        <ImageField
          name="imageUrl"
          label="Image URL"
          required
          value={values.imageUrl}
          onChange={(v) => {
            void formik.setFieldTouched('imageUrl', true, false);
            void setFieldValue('imageUrl', v);
          }}
          onBlur={handleBlur}
          error={shown('imageUrl')}
          onUploadingChange={onUploadingChange}
        />
      </Section>

      <Section title="Details">
        <Grid container spacing={2.5}>
          <Grid size={12}>
            <TextField {...field('description', 'Full description')} multiline minRows={5} />
          </Grid>
          <Grid size={12}>
            <TextField
              {...field('bookingUrl', 'Booking URL', { helperText: 'Where the Book Now button goes (opens in a new tab)' })}
              type="url"
              slotProps={{ htmlInput: { inputMode: 'url' } }}
            />
          </Grid>
        </Grid>
      </Section>

      <Section title="Features">
        <Stack spacing={1.5} role="group" aria-label="Features">
          {values.features.map((feature, index) => (
            <Stack key={index} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <TextField
                id={`provider-feature-${index}`}
                name={`features.${index}`}
                label={`Feature ${index + 1}`}
                value={feature}
                onChange={handleChange}
                onBlur={() => void formik.setFieldTouched('features', true)}
                fullWidth
                error={Boolean(featuresError) && index === 0}
                slotProps={{ htmlInput: { maxLength: MAX.shortText } }}
              />
              <Tooltip title={values.features.length === 1 ? 'At least one feature is required' : 'Remove this feature'}>
                <span>
                  <IconButton
                    aria-label={`Remove feature ${index + 1}`}
                    disabled={values.features.length === 1}
                    onClick={() => void setFieldValue('features', values.features.filter((_, i) => i !== index))}
                  >
                    <DeleteOutlineIcon />
                  </IconButton>
                </span>
              </Tooltip>
            </Stack>
          ))}
        </Stack>
        {featuresError && (
          <FormHelperText error sx={{ mt: 1 }} role="alert">
            {featuresError}
          </FormHelperText>
        )}
        <Button
          sx={{ mt: 2 }}
          startIcon={<AddIcon />}
          variant="outlined"
          disabled={values.features.length >= MAX.features}
          onClick={() => void setFieldValue('features', [...values.features, ''])}
        >
          Add Feature
        </Button>
      </Section>
    </>
  );
}
