// Draws the provider form's facts (api/domain/facts.ts): fares and fees, hours per day, notice,
// contact, policies, accessibility, meeting points, reviews and when they were checked. All state
// lives in useProviderForm; every field is bound by name, a list entry's by its place
// ('fares.1.amount'), where the rules put their messages.
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { Box, Button, FormControl, FormControlLabel, FormHelperText, FormLabel, Grid, IconButton, Radio, RadioGroup, Stack, Switch, Typography } from '@mui/material';
import { getIn, type FormikProps } from 'formik';
import { useRef, type ReactNode } from 'react';
import { ACCESSIBILITY_FACTS, FARE_PLACES, FEE_PER, TERMINALS, derivedPriceRange, type FareBasis, type FeePer, type PriceKind } from '../../../../api/domain/facts';
import { DAY_NAMES, WEEK_ORDER, hoursSummary, openingsOf, siteToday } from '../../../../api/domain/hours';
import { MAX } from '../../../../api/domain/rules';
import { BoundNumberField, BoundSelectField, BoundTextField } from '../forms/BoundFields';
import { FormSection } from './FormSection';
import type { ProviderFormValues, YesNoChoice } from './providerSchema';

/** The facts' labels and hints (tests read them here). */
export const FACT_TEXTS = {
  faresSection: 'Fares and fees',
  faresHint: 'What the answer to a trip adds up for the whole party. Fares only for the places it serves; a place without a fare has no price. The price range the site shows is worked out from these.',
  /** The price range the pages show, from the fares and fees as typed. */
  priceRange: (range: string) => `Price range shown on the site (one traveller, fees included): ${range || 'none until a fare is entered'}`,
  fareBasis: 'Fare basis',
  fareBasisNames: {
    '': 'From the service type (per person when it includes "Shared")',
    PER_PERSON: 'Per person: each traveller pays the fare',
    PER_VEHICLE: 'Per vehicle: one fare for the whole party',
  } satisfies Record<FareBasis | '', string>,
  fares: 'Fares from RDU Airport',
  farePlace: 'Place',
  fareAmount: 'Fare ($)',
  addFare: 'Add fare',
  removeFare: (n: number) => `Remove fare ${n}`,
  fees: 'Fees',
  feeLabel: 'Fee name',
  feeAmount: 'Amount ($)',
  feePer: 'Charged',
  feePerNames: { BOOKING: 'Once per booking', PERSON: 'For each traveller' } satisfies Record<FeePer, string>,
  addFee: 'Add fee',
  removeFee: (n: number) => `Remove fee ${n}`,
  priceSection: 'What the price is',
  priceHint: 'Say only what the provider states. A metered fare makes every total an estimate ("Estimated total"); bags over the allowance cost the extra-bag fee, or without a fee the trip is refused naming the allowance.',
  priceKind: 'Price kind',
  priceKindNames: { '': 'Not stated', FIXED: 'Fixed price', METERED: 'Metered: totals are estimates' } satisfies Record<PriceKind | '', string>,
  tipIncluded: 'Tip included',
  tipIncludedNames: { '': 'Not stated', yes: 'Yes: the price includes the tip', no: 'No: the tip is extra' } satisfies Record<YesNoChoice, string>,
  bagsPerTraveller: 'Large bags per traveller',
  bagsPerTravellerHelp: 'Bags each traveller brings in the price; empty: no allowance stated.',
  extraBagFee: 'Extra-bag fee ($)',
  extraBagFeeHelp: 'For each bag over the allowance; empty: not stated (a party over its allowance is then refused).',
  minPassengers: 'Smallest group',
  minPassengersHelp: 'For "groups of 8 to 24": 8 here, 24 as the largest party; empty: any party.',
  maxBags: 'Large bags',
  maxBagsHelp: 'Large bags one booking carries; leave empty when not known.',
  hoursSection: 'Hours',
  hoursHint: "Pickups from the opening time up to the closing time, at Raleigh's time. A closing before the opening runs past midnight (00:00: until midnight). Openings must not overlap; a day without any is closed.",
  aroundTheClock: 'Open around the clock (every hour of every day)',
  noOpenings: 'No openings',
  operating: 'Operating',
  operatingYes: 'Operating: shown in lists and trip answers',
  operatingNo: 'Not operating: in no list or trip answer; its page says so',
  operatingHelp: 'Turn off while the provider takes no bookings, without archiving it.',
  hoursNow: (summary: string) => `Now: ${summary}`,
  dayHours: (day: string) => `${day} hours`,
  opens: 'Opens',
  closes: 'Closes',
  addHours: (day: string) => `Add ${day} hours`,
  removeHours: (day: string, n: number) => `Remove ${day} opening ${n}`,
  closed: 'Closed',
  allDay: '24 hours',
  copyMonday: 'Same as Monday every day',
  clearHours: 'Remove all openings (closed)',
  noticeSection: 'Notice',
  notice: 'Book at least (hours ahead)',
  noticeHelp: '0: on demand (a taxi rank, a shuttle every 30 minutes).',
  contactSection: 'Contact',
  contactHint: 'Shown on the provider page as entered. Without either, the page shows neither and points travellers to the booking site.',
  phone: 'Phone',
  email: 'Email',
  policiesSection: 'Policies',
  freeWait: 'Free waiting (minutes)',
  freeWaitHelp: 'How long the driver waits after landing at no charge; empty: not known.',
  flightTracking: 'Flight tracking',
  flightTrackingNames: { '': 'Not known', yes: 'Yes: a late landing keeps the ride', no: 'No' } satisfies Record<YesNoChoice, string>,
  cancellation: 'Cancellation policy',
  accessibilitySection: 'Accessibility',
  accessibilityHint: 'Answer each only as the provider states it: "Not stated" is shown to travellers as not stated, never as no.',
  accessibilityNames: { yes: 'Yes', no: 'No', '': 'Not stated' } satisfies Record<YesNoChoice, string>,
  wheelchairVehicle: 'Wheelchair-accessible vehicle (ramp or lift: the rider stays in the wheelchair)',
  foldingWheelchair: 'Takes a folding wheelchair with the luggage',
  serviceAnimals: 'Service animals welcome',
  accessibilityNotes: 'Accessibility notes',
  pickupSection: 'Meeting points',
  pickupHint: 'Where the driver meets travellers at each terminal.',
  terminal: 'Terminal',
  instructions: 'Where to meet',
  addPickup: 'Add meeting point',
  removePickup: (n: number) => `Remove meeting point ${n}`,
  reviewsSection: 'Reviews',
  reviewsHint: 'Where the rating comes from, so travellers can weigh it.',
  ratingCount: 'Number of reviews',
  ratingSource: 'Rating source',
  ratingSourceHelp: 'e.g. Google reviews',
  checkedSection: 'Facts checked',
  checkedOn: 'Facts checked on',
  checkedHelp: 'When these facts were last confirmed with the provider: today or earlier.',
  today: 'Today',
} as const;

export const MAX_BAGS_INPUT = { min: 0, max: MAX.bags, step: 1, inputMode: 'numeric' } as const;
const MONEY_INPUT = { min: 0, step: 0.01, inputMode: 'decimal' } as const;
const WHOLE_INPUT = { min: 0, step: 1, inputMode: 'numeric' } as const;
const SHRINK = { inputLabel: { shrink: true } } as const;

type Formik = FormikProps<ProviderFormValues>;

/** The order of the three answers in each accessibility fact's choice. */
const YES_NO_ORDER: readonly YesNoChoice[] = ['yes', 'no', ''];

/** A list's own message ('At most 10 fees are allowed'), once the admin has touched it or tried to save. */
function ListError({ formik, name }: { formik: Formik; name: keyof ProviderFormValues }) {
  const error = getIn(formik.errors, name);
  if (typeof error !== 'string' || !(getIn(formik.touched, name) || formik.submitCount > 0)) return null;
  return (
    <FormHelperText error role="alert" sx={{ mt: 1 }}>
      {error}
    </FormHelperText>
  );
}

function RemoveButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <IconButton aria-label={label} onClick={onClick} sx={{ alignSelf: { xs: 'flex-end', sm: 'center' } }}>
      <DeleteOutlineIcon />
    </IconButton>
  );
}

function AddButton({ children, disabled, onClick, label }: { children: ReactNode; disabled?: boolean; onClick: () => void; label?: string }) {
  return (
    <Button sx={{ mt: 2 }} startIcon={<AddIcon />} variant="outlined" disabled={disabled} onClick={onClick} aria-label={label}>
      {children}
    </Button>
  );
}

/** A row of an entry list: side by side on a wide screen, stacked on a phone. */
function EntryRow({ children, label }: { children: ReactNode; label: string }) {
  return (
    <Stack role="group" aria-label={label} direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'flex-start' } }}>
      {children}
    </Stack>
  );
}

export function ProviderFactFields({ formik }: { formik: Formik }) {
  const { values, setFieldValue } = formik;
  const set = (name: string, value: unknown) => void setFieldValue(name, value);
  const without = <T,>(list: readonly T[], index: number) => list.filter((_, i) => i !== index);

  // A new fare starts at a place it serves that has none yet.
  const farePlaces = FARE_PLACES.filter((place) => values.servedPlaces.includes(place));
  const unusedPlace = farePlaces.find((place) => !values.fares.some((f) => f.place === place));
  const typedAmount = (amount: string) => amount.trim() !== '' && Number.isFinite(Number(amount));
  const priceRange = derivedPriceRange({
    fares: values.fares.filter((f) => typedAmount(f.amount)).map((f) => ({ place: f.place, amount: Number(f.amount) })),
    fees: values.fees.filter((f) => typedAmount(f.amount)).map((f) => ({ label: f.label, amount: Number(f.amount), per: f.per })),
  });
  const unusedTerminal = TERMINALS.find((t) => !values.pickupPoints.some((p) => p.terminal === t));
  const monday = values.hours.filter((h) => h.day === 1);
  // Around the clock has no openings: those typed are put aside, and come back if it is turned off again.
  const setAside = useRef<ProviderFormValues['hours']>([]);
  const chooseAroundTheClock = (on: boolean) => {
    if (on) setAside.current = values.hours;
    set('hours', on ? [] : values.hours.length ? values.hours : setAside.current);
    set('aroundTheClock', on);
  };

  return (
    <>
      <FormSection title={FACT_TEXTS.faresSection} hint={FACT_TEXTS.faresHint}>
        <BoundSelectField
          name="fareBasis"
          label={FACT_TEXTS.fareBasis}
          options={Object.keys(FACT_TEXTS.fareBasisNames)}
          optionLabel={(o) => FACT_TEXTS.fareBasisNames[o as FareBasis | '']}
        />
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mt: 3, mb: 1.5 }}>
          {FACT_TEXTS.fares}
        </Typography>
        <Stack spacing={1.5} role="group" aria-label={FACT_TEXTS.fares}>
          {values.fares.map((_, i) => (
            <EntryRow key={i} label={`Fare ${i + 1}`}>
              {/* Only places it serves; one no longer served stays listed so its message shows at the fare. */}
              <BoundSelectField
                name={`fares.${i}.place`}
                label={FACT_TEXTS.farePlace}
                options={farePlaces.includes(values.fares[i].place) ? farePlaces : [values.fares[i].place, ...farePlaces]}
              />
              <BoundNumberField name={`fares.${i}.amount`} label={FACT_TEXTS.fareAmount} slotProps={{ htmlInput: MONEY_INPUT }} />
              <RemoveButton label={FACT_TEXTS.removeFare(i + 1)} onClick={() => set('fares', without(values.fares, i))} />
            </EntryRow>
          ))}
        </Stack>
        <ListError formik={formik} name="fares" />
        <AddButton disabled={!unusedPlace} onClick={() => set('fares', [...values.fares, { place: unusedPlace, amount: '' }])}>
          {FACT_TEXTS.addFare}
        </AddButton>

        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mt: 3, mb: 1.5 }}>
          {FACT_TEXTS.fees}
        </Typography>
        <Stack spacing={1.5} role="group" aria-label={FACT_TEXTS.fees}>
          {values.fees.map((_, i) => (
            <EntryRow key={i} label={`Fee ${i + 1}`}>
              <BoundTextField name={`fees.${i}.label`} label={FACT_TEXTS.feeLabel} slotProps={{ htmlInput: { maxLength: MAX.feeLabel } }} />
              <BoundNumberField name={`fees.${i}.amount`} label={FACT_TEXTS.feeAmount} slotProps={{ htmlInput: MONEY_INPUT }} />
              <BoundSelectField name={`fees.${i}.per`} label={FACT_TEXTS.feePer} options={FEE_PER} optionLabel={(o) => FACT_TEXTS.feePerNames[o as FeePer]} />
              <RemoveButton label={FACT_TEXTS.removeFee(i + 1)} onClick={() => set('fees', without(values.fees, i))} />
            </EntryRow>
          ))}
        </Stack>
        <ListError formik={formik} name="fees" />
        <AddButton disabled={values.fees.length >= MAX.fees} onClick={() => set('fees', [...values.fees, { label: '', amount: '', per: 'BOOKING' }])}>
          {FACT_TEXTS.addFee}
        </AddButton>
        <Typography variant="body2" sx={{ mt: 2, fontWeight: 600 }} aria-live="polite" data-testid="derived-price-range">
          {FACT_TEXTS.priceRange(priceRange)}
        </Typography>
      </FormSection>

      <FormSection title={FACT_TEXTS.priceSection} hint={FACT_TEXTS.priceHint}>
        <Grid container spacing={2.5}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <BoundSelectField name="priceKind" label={FACT_TEXTS.priceKind} options={Object.keys(FACT_TEXTS.priceKindNames)} optionLabel={(o) => FACT_TEXTS.priceKindNames[o as PriceKind | '']} />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <BoundSelectField name="tipIncluded" label={FACT_TEXTS.tipIncluded} options={Object.keys(FACT_TEXTS.tipIncludedNames)} optionLabel={(o) => FACT_TEXTS.tipIncludedNames[o as YesNoChoice]} />
          </Grid>
          <Grid size={{ xs: 12, sm: 4 }}>
            <BoundNumberField name="bagsPerTraveller" label={FACT_TEXTS.bagsPerTraveller} helperText={FACT_TEXTS.bagsPerTravellerHelp} slotProps={{ htmlInput: { ...WHOLE_INPUT, max: MAX.bags } }} />
          </Grid>
          <Grid size={{ xs: 12, sm: 4 }}>
            <BoundNumberField name="extraBagFeeCents" label={FACT_TEXTS.extraBagFee} helperText={FACT_TEXTS.extraBagFeeHelp} slotProps={{ htmlInput: MONEY_INPUT }} />
          </Grid>
          <Grid size={{ xs: 12, sm: 4 }}>
            <BoundNumberField name="minPassengers" label={FACT_TEXTS.minPassengers} helperText={FACT_TEXTS.minPassengersHelp} slotProps={{ htmlInput: { ...WHOLE_INPUT, min: 1, max: MAX.passengers } }} />
          </Grid>
        </Grid>
      </FormSection>

      <FormSection title={FACT_TEXTS.hoursSection} hint={FACT_TEXTS.hoursHint}>
        <FormControlLabel
          sx={{ mb: 1 }}
          control={<Switch name="aroundTheClock" checked={values.aroundTheClock} onChange={(e) => chooseAroundTheClock(e.target.checked)} />}
          label={FACT_TEXTS.aroundTheClock}
        />
        <Typography variant="body2" sx={{ fontWeight: 600, mb: 2 }} aria-live="polite">
          {FACT_TEXTS.hoursNow(hoursSummary(openingsOf(values)))}
        </Typography>
        <ListError formik={formik} name="hours" />
        {!values.aroundTheClock && (
          <>
            <Stack spacing={2}>
              {WEEK_ORDER.map((day) => {
                const name = DAY_NAMES[day];
                const openings = values.hours.map((h, index) => ({ h, index })).filter(({ h }) => h.day === day);
                return (
                  <Box key={day} role="group" aria-label={FACT_TEXTS.dayHours(name)}>
                    <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
                      <Typography sx={{ fontWeight: 600, minWidth: 96 }}>{name}</Typography>
                      {openings.length === 0 && (
                        <Typography variant="body2" sx={{ color: 'text.secondary', flex: 1 }}>
                          {FACT_TEXTS.closed}
                        </Typography>
                      )}
                      <Button
                        size="small"
                        startIcon={<AddIcon />}
                        aria-label={FACT_TEXTS.addHours(name)}
                        onClick={() => set('hours', [...values.hours, { day, opens: '09:00', closes: '17:00' }])}
                      >
                        Add
                      </Button>
                    </Stack>
                    {openings.map(({ index }, n) => (
                      <Stack key={index} direction="row" spacing={1.5} sx={{ mt: 1.5, alignItems: 'flex-start' }}>
                        <BoundTextField name={`hours.${index}.opens`} label={FACT_TEXTS.opens} type="time" slotProps={SHRINK} />
                        <BoundTextField name={`hours.${index}.closes`} label={FACT_TEXTS.closes} type="time" slotProps={SHRINK} />
                        <RemoveButton label={FACT_TEXTS.removeHours(name, n + 1)} onClick={() => set('hours', without(values.hours, index))} />
                      </Stack>
                    ))}
                  </Box>
                );
              })}
            </Stack>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 2 }}>
              <Button
                variant="outlined"
                disabled={monday.length === 0}
                onClick={() => set('hours', WEEK_ORDER.flatMap((day) => monday.map((h) => ({ ...h, day }))))}
              >
                {FACT_TEXTS.copyMonday}
              </Button>
              <Button variant="outlined" disabled={values.hours.length === 0} onClick={() => set('hours', [])}>
                {FACT_TEXTS.clearHours}
              </Button>
            </Stack>
          </>
        )}
      </FormSection>

      <FormSection title={FACT_TEXTS.noticeSection}>
        <Grid container spacing={2.5}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <BoundNumberField name="minNoticeHours" label={FACT_TEXTS.notice} helperText={FACT_TEXTS.noticeHelp} slotProps={{ htmlInput: { ...WHOLE_INPUT, max: MAX.noticeHours } }} />
          </Grid>
        </Grid>
      </FormSection>

      <FormSection title={FACT_TEXTS.contactSection} hint={FACT_TEXTS.contactHint}>
        <Grid container spacing={2.5}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <BoundTextField name="phone" label={FACT_TEXTS.phone} type="tel" autoComplete="off" slotProps={{ htmlInput: { maxLength: MAX.phone } }} />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <BoundTextField name="email" label={FACT_TEXTS.email} type="email" autoComplete="off" slotProps={{ htmlInput: { maxLength: MAX.email } }} />
          </Grid>
        </Grid>
      </FormSection>

      <FormSection title={FACT_TEXTS.policiesSection}>
        <Grid container spacing={2.5}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <BoundNumberField name="freeWaitMinutes" label={FACT_TEXTS.freeWait} helperText={FACT_TEXTS.freeWaitHelp} slotProps={{ htmlInput: { ...WHOLE_INPUT, max: MAX.freeWaitMinutes } }} />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <BoundSelectField
              name="flightTracking"
              label={FACT_TEXTS.flightTracking}
              options={Object.keys(FACT_TEXTS.flightTrackingNames)}
              optionLabel={(o) => FACT_TEXTS.flightTrackingNames[o as YesNoChoice]}
            />
          </Grid>
          <Grid size={12}>
            <BoundTextField name="cancellationPolicy" label={FACT_TEXTS.cancellation} multiline minRows={2} slotProps={{ htmlInput: { maxLength: MAX.policyText } }} />
          </Grid>
        </Grid>
      </FormSection>

      <FormSection title={FACT_TEXTS.accessibilitySection} hint={FACT_TEXTS.accessibilityHint}>
        <Stack spacing={2}>
          {ACCESSIBILITY_FACTS.map((field) => (
            <FormControl key={field} component="fieldset">
              <FormLabel component="legend" id={`accessibility-${field}-label`} sx={{ color: 'text.primary', fontWeight: 500 }}>
                {FACT_TEXTS[field]}
              </FormLabel>
              {/* Arrow keys move between the three answers; "Not stated" is never read as no. */}
              <RadioGroup
                row
                name={`accessibility.${field}`}
                aria-labelledby={`accessibility-${field}-label`}
                value={values.accessibility[field]}
                onChange={(e) => set(`accessibility.${field}`, e.target.value as YesNoChoice)}
              >
                {YES_NO_ORDER.map((choice) => (
                  <FormControlLabel key={choice || 'not-stated'} value={choice} control={<Radio />} label={FACT_TEXTS.accessibilityNames[choice]} />
                ))}
              </RadioGroup>
            </FormControl>
          ))}
        </Stack>
        <Box sx={{ mt: 2 }}>
          <BoundTextField name="accessibility.notes" label={FACT_TEXTS.accessibilityNotes} multiline minRows={2} slotProps={{ htmlInput: { maxLength: MAX.noteText } }} />
        </Box>
      </FormSection>

      <FormSection title={FACT_TEXTS.pickupSection} hint={FACT_TEXTS.pickupHint}>
        <Stack spacing={1.5} role="group" aria-label={FACT_TEXTS.pickupSection}>
          {values.pickupPoints.map((_, i) => (
            <EntryRow key={i} label={`Meeting point ${i + 1}`}>
              <Box sx={{ minWidth: 160 }}>
                <BoundSelectField name={`pickupPoints.${i}.terminal`} label={FACT_TEXTS.terminal} options={TERMINALS} />
              </Box>
              <BoundTextField name={`pickupPoints.${i}.instructions`} label={FACT_TEXTS.instructions} multiline slotProps={{ htmlInput: { maxLength: MAX.noteText } }} />
              <RemoveButton label={FACT_TEXTS.removePickup(i + 1)} onClick={() => set('pickupPoints', without(values.pickupPoints, i))} />
            </EntryRow>
          ))}
        </Stack>
        <ListError formik={formik} name="pickupPoints" />
        <AddButton disabled={!unusedTerminal} onClick={() => set('pickupPoints', [...values.pickupPoints, { terminal: unusedTerminal, instructions: '' }])}>
          {FACT_TEXTS.addPickup}
        </AddButton>
      </FormSection>

      <FormSection title={FACT_TEXTS.reviewsSection} hint={FACT_TEXTS.reviewsHint}>
        <Grid container spacing={2.5}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <BoundNumberField name="ratingCount" label={FACT_TEXTS.ratingCount} slotProps={{ htmlInput: WHOLE_INPUT }} />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <BoundTextField name="ratingSource" label={FACT_TEXTS.ratingSource} helperText={FACT_TEXTS.ratingSourceHelp} slotProps={{ htmlInput: { maxLength: MAX.shortText } }} />
          </Grid>
        </Grid>
      </FormSection>

      <FormSection title={FACT_TEXTS.checkedSection}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'flex-start' } }}>
          {/* The picker offers no later day; a typed one is refused by the rules with the server's message. */}
          <BoundTextField name="factsCheckedOn" label={FACT_TEXTS.checkedOn} type="date" helperText={FACT_TEXTS.checkedHelp} slotProps={{ ...SHRINK, htmlInput: { max: siteToday(new Date()) } }} />
          <Button variant="outlined" sx={{ mt: { sm: 1 } }} onClick={() => set('factsCheckedOn', siteToday(new Date()))}>
            {FACT_TEXTS.today}
          </Button>
        </Stack>
      </FormSection>
    </>
  );
}
