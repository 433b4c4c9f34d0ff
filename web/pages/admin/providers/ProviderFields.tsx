// Draws the provider form's fields; all state lives in useProviderForm.
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { Autocomplete, Box, Button, Chip, FormControlLabel, FormHelperText, Grid, IconButton, Stack, Switch, TextField, Tooltip, Typography } from '@mui/material';
import { derivedServiceArea } from '../../../../api/domain/facts';
import { FormikProvider, type FormikProps } from 'formik';
import { EXAMPLE_LINK_VALUES, PLACEHOLDER_LIST, bookingLink, hasPlaceholders, templateProblem } from '../../../../api/domain/bookingLink';
import { DISCOUNT_CODE_PLACEHOLDER } from '../../../../api/domain/discount';
import { BADGES, MAX, MESSAGES, SEARCH_LOCATIONS, SHORT_DESCRIPTION_HINT } from '../../../../api/domain/rules';
import { BoundImageField, BoundNumberField, BoundSuggestField, BoundTextField } from '../forms/BoundFields';
import { FormSection } from './FormSection';
import { FACT_TEXTS, MAX_BAGS_INPUT, ProviderFactFields } from './ProviderFactFields';
import { PROVIDER_TYPES, type ProviderFormValues } from './providerSchema';
import type { ProviderFormMode } from './useProviderForm';

export interface ProviderFieldsProps {
  formik: FormikProps<ProviderFormValues>;
  mode: ProviderFormMode;
  onNameChange: (name: string) => void;
  onSlugChange: (slug: string) => void;
  onUploadingChange: (uploading: boolean) => void;
}

const SLUG_HELP: Record<ProviderFormMode, string> = {
  add: 'Lowercase letters and digits only; generated from the name.',
  edit: 'Lowercase letters and digits only. Changing it changes the page address.',
};
const SLUG_INPUT = { autoCapitalize: 'none', spellCheck: false };
const RATING_INPUT = { min: 0, max: 5, step: 0.1, inputMode: 'decimal' } as const;
const BOOKING_HELP = `Where the Book Now button goes (opens in a new tab). It may use ${PLACEHOLDER_LIST}: the trip's values and the click's id fill them in.`;

export const LINK_PREVIEW_TEXTS = {
  title: 'Example link',
  trip: (v: typeof EXAMPLE_LINK_VALUES) => `For ${v.from} to ${v.to} on ${v.date} at ${v.time}, ${v.passengers} passengers, ${v.bags} bags, flight ${v.flight}, click ${v.clickId}:`,
} as const;

/** The link a template makes for the example trip, shown under the field while it holds placeholders (and only allowed ones). */
/** The discount's fields: claimed on the site only as an offer the link applies (api/domain/discount.ts). */
export const DISCOUNT_FIELD_TEXTS = {
  section: 'Discount',
  hint: "Only an offer you enter here is shown to travellers ('Book Now - 10% Off', a discount line in the total); a badge alone claims none.",
  percent: 'Discount percent',
  percentHelp: 'A whole percent, 1 to 90; empty: no discount',
  code: 'Discount code',
  codeHelp: `Book Now carries it where the booking URL holds ${DISCOUNT_CODE_PLACEHOLDER}`,
  link: 'Discount link',
  linkHelp: 'A booking link that applies the discount (same placeholders as the booking URL): Book Now opens it instead',
} as const;

export function BookingLinkPreview({ template }: { template: string }) {
  const text = template.trim();
  if (!hasPlaceholders(text) || templateProblem(text)) return null;
  return (
    <Box data-testid="booking-link-preview" sx={{ mt: 1, p: 1.5, borderRadius: 2, bgcolor: 'grey.50', border: 1, borderColor: 'divider' }}>
      <Typography variant="subtitle2" component="p">
        {LINK_PREVIEW_TEXTS.title}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {LINK_PREVIEW_TEXTS.trip(EXAMPLE_LINK_VALUES)}
      </Typography>
      <Typography variant="body2" component="code" sx={{ display: 'block', wordBreak: 'break-all', fontFamily: 'monospace', mt: 0.5 }}>
        {bookingLink(text, EXAMPLE_LINK_VALUES)}
      </Typography>
    </Box>
  );
}
export const SERVED_PLACES_LABEL = 'Places served';
/** The service area the pages show: the places served in words (no second list to keep in step). */
export const SERVICE_AREA_TEXT = (area: string) => `Service area shown on the site: ${area || 'none yet'}`;
const SERVED_PLACES_HELP = 'Where it picks up and drops off: the home search lists it for trips between two of these places.';
const MAX_PASSENGERS_INPUT = { min: 1, max: MAX.passengers, step: 1, inputMode: 'numeric' } as const;
const MAX_PASSENGERS_HELP = `The largest party one booking carries (1 to ${MAX.passengers}); a search for 4+ passengers needs at least 4.`;

export function ProviderFields({ formik, mode, onNameChange, onSlugChange, onUploadingChange }: ProviderFieldsProps) {
  const { values, errors, touched, handleChange, setFieldValue, submitCount } = formik;
  const featuresError = touched.features || submitCount > 0 ? (errors.features as string | undefined) : undefined;
  const shortLength = values.shortDescription.length;

  return (
    <FormikProvider value={formik}>
      <FormSection title="Basics">
        <Grid container spacing={2.5}>
          <Grid size={{ xs: 12, md: 6 }}>
            <BoundTextField name="name" label="Name" required onChange={(e) => onNameChange(e.target.value)} />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <BoundTextField name="slug" label="Slug" required helperText={SLUG_HELP[mode]} onChange={(e) => onSlugChange(e.target.value)} slotProps={{ htmlInput: SLUG_INPUT }} />
          </Grid>
          <Grid size={12}>
            <BoundTextField
              name="shortDescription"
              label="Short description"
              required
              helperText={
                <Box component="span" sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
                  <span>{SHORT_DESCRIPTION_HINT} characters max</span>
                  <Box component="span" sx={{ color: shortLength > SHORT_DESCRIPTION_HINT ? 'warning.main' : 'inherit' }}>
                    {shortLength}/{SHORT_DESCRIPTION_HINT}
                  </Box>
                </Box>
              }
            />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <BoundSuggestField name="type" label="Service type" required options={PROVIDER_TYPES} helperText="For example Shuttle Van, Shared Shuttle, Taxi Service" />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <BoundSuggestField name="badge" label="Badge" options={BADGES} helperText="Optional: Most Popular, Best Value, Local Favorite or your own" />
          </Grid>
          <Grid size={{ xs: 12, sm: 4 }}>
            <BoundNumberField name="rating" label="Rating" required helperText="0 to 5, e.g. 4.8" slotProps={{ htmlInput: RATING_INPUT }} />
          </Grid>
          <Grid size={{ xs: 12, sm: 8 }}>
            <FormControlLabel
              control={<Switch name="operating" checked={values.operating} onChange={(e) => void setFieldValue('operating', e.target.checked)} />}
              label={values.operating ? FACT_TEXTS.operatingYes : FACT_TEXTS.operatingNo}
            />
            <FormHelperText sx={{ mt: 0 }}>{FACT_TEXTS.operatingHelp}</FormHelperText>
          </Grid>
        </Grid>
      </FormSection>

      <FormSection title="Places served">
        <ServedPlacesField formik={formik} />
        <Typography variant="body2" sx={{ mt: 1.5 }} aria-live="polite" data-testid="derived-service-area">
          {SERVICE_AREA_TEXT(derivedServiceArea(values.servedPlaces))}
        </Typography>
      </FormSection>

      <FormSection title="Capacity">
        <Grid container spacing={2.5}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <BoundNumberField name="maxPassengers" label="Largest party" required helperText={MAX_PASSENGERS_HELP} slotProps={{ htmlInput: MAX_PASSENGERS_INPUT }} />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <BoundNumberField name="maxBags" label={FACT_TEXTS.maxBags} helperText={FACT_TEXTS.maxBagsHelp} slotProps={{ htmlInput: MAX_BAGS_INPUT }} />
          </Grid>
        </Grid>
      </FormSection>

      <FormSection title="Image">
        <BoundImageField name="imageUrl" label="Image URL" required onUploadingChange={onUploadingChange} />
      </FormSection>

      <FormSection title="Details">
        <Grid container spacing={2.5}>
          <Grid size={12}>
            <BoundTextField name="description" label="Full description" required multiline minRows={5} />
          </Grid>
          <Grid size={12}>
            <BoundTextField name="bookingUrl" label="Booking URL" required helperText={BOOKING_HELP} type="url" slotProps={{ htmlInput: { inputMode: 'url' } }} />
            <BookingLinkPreview template={values.bookingUrl} />
          </Grid>
        </Grid>
      </FormSection>

      <FormSection title={DISCOUNT_FIELD_TEXTS.section} hint={DISCOUNT_FIELD_TEXTS.hint}>
        <Grid container spacing={2.5}>
          <Grid size={{ xs: 12, sm: 4 }}>
            <BoundTextField name="discountPercent" label={DISCOUNT_FIELD_TEXTS.percent} helperText={DISCOUNT_FIELD_TEXTS.percentHelp} slotProps={{ htmlInput: { inputMode: 'numeric' } }} />
          </Grid>
          <Grid size={{ xs: 12, sm: 8 }}>
            <BoundTextField name="discountCode" label={DISCOUNT_FIELD_TEXTS.code} helperText={DISCOUNT_FIELD_TEXTS.codeHelp} />
          </Grid>
          <Grid size={12}>
            <BoundTextField name="discountUrl" label={DISCOUNT_FIELD_TEXTS.link} helperText={DISCOUNT_FIELD_TEXTS.linkHelp} type="url" slotProps={{ htmlInput: { inputMode: 'url' } }} />
          </Grid>
        </Grid>
      </FormSection>

      <FormSection title="Features">
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
              <Tooltip title={values.features.length === 1 ? MESSAGES.provider.features : 'Remove this feature'}>
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
      </FormSection>

      <ProviderFactFields formik={formik} />
    </FormikProvider>
  );
}

/** The places it serves: a multi-select of the search locations, shown as chips, in the list's order. */
function ServedPlacesField({ formik }: { formik: FormikProps<ProviderFormValues> }) {
  const { values, errors, touched, setFieldValue, setFieldTouched, submitCount } = formik;
  const error = touched.servedPlaces || submitCount > 0 ? (errors.servedPlaces as string | undefined) : undefined;
  return (
    <Autocomplete
      multiple
      disableCloseOnSelect
      id="provider-served-places"
      options={SEARCH_LOCATIONS}
      value={values.servedPlaces}
      onChange={(_e, places) => void setFieldValue('servedPlaces', SEARCH_LOCATIONS.filter((place) => places.includes(place)))}
      onBlur={() => void setFieldTouched('servedPlaces', true)}
      renderValue={(places, getItemProps) => places.map((place, index) => <Chip {...getItemProps({ index })} key={place} label={place} size="small" />)}
      renderInput={(params) => (
        <TextField
          {...params}
          name="servedPlaces"
          label={SERVED_PLACES_LABEL}
          // The asterisk only: the text box itself stays empty while chips hold the choice.
          slotProps={{ ...params.slotProps, inputLabel: { ...params.slotProps.inputLabel, required: true } }}
          error={Boolean(error)}
          helperText={error ?? SERVED_PLACES_HELP}
        />
      )}
    />
  );
}
