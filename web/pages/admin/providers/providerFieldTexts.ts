// How the provider form's fields read when someone else saved the provider first (ConflictDialog):
// the form's own labels, and the lists and facts in words (fares, fees, hours, accessibility...).
import { ACCESSIBILITY_FACTS, FARE_PLACES } from '../../../../api/domain/facts';
import { toCents, usd } from '../../../../api/domain/money';
import { weekHoursLines } from '../../../../api/domain/hours';
import { NOT_ENTERED, plainText, type FieldTexts } from '../forms/conflict';
import { FACT_TEXTS } from './ProviderFactFields';
import { DISCOUNT_FIELD_TEXTS, SERVED_PLACES_LABEL } from './ProviderFields';
import type { ProviderFormValues } from './providerSchema';

const lines = (entries: string[], none = 'None') => (entries.length ? entries.join('\n') : none);

/** '45' → '$45.00'; what is not a number yet reads as typed. */
const money = (amount: string) => {
  const text = amount.trim();
  return text !== '' && Number.isFinite(Number(text)) ? usd(toCents(Number(text))) : text || NOT_ENTERED;
};

export const PROVIDER_FIELD_TEXTS: FieldTexts<ProviderFormValues> = {
  name: { label: 'Name' },
  slug: { label: 'Slug' },
  shortDescription: { label: 'Short description' },
  imageUrl: { label: 'Image URL' },
  description: { label: 'Full description' },
  type: { label: 'Service type' },
  rating: { label: 'Rating' },
  badge: { label: 'Badge', show: (badge) => badge.trim() || 'No badge' },
  bookingUrl: { label: 'Booking URL' },
  discountPercent: { label: DISCOUNT_FIELD_TEXTS.percent },
  discountCode: { label: DISCOUNT_FIELD_TEXTS.code },
  discountUrl: { label: DISCOUNT_FIELD_TEXTS.link },
  features: { label: 'Features', show: (features) => lines(features.map((f) => f.trim()).filter(Boolean)) },
  operating: { label: FACT_TEXTS.operating, show: (on) => (on ? FACT_TEXTS.operatingYes : FACT_TEXTS.operatingNo) },
  servedPlaces: { label: SERVED_PLACES_LABEL, show: (places) => lines(places) },
  maxPassengers: { label: 'Largest party' },
  fareBasis: { label: FACT_TEXTS.fareBasis, show: (basis) => FACT_TEXTS.fareBasisNames[basis] },
  // In the order of the search's places, as the server stores them: an order alone is no change.
  fares: {
    label: FACT_TEXTS.fares,
    show: (fares) => lines([...fares].sort((a, b) => FARE_PLACES.indexOf(a.place) - FARE_PLACES.indexOf(b.place)).map((f) => `${f.place || NOT_ENTERED}: ${money(f.amount)}`)),
  },
  fees: {
    label: FACT_TEXTS.fees,
    show: (fees) => lines(fees.map((f) => `${f.label.trim() || NOT_ENTERED}: ${money(f.amount)}, ${FACT_TEXTS.feePerNames[f.per].toLowerCase()}`)),
  },
  maxBags: { label: FACT_TEXTS.maxBags },
  priceKind: { label: FACT_TEXTS.priceKind, show: (kind) => FACT_TEXTS.priceKindNames[kind] },
  tipIncluded: { label: FACT_TEXTS.tipIncluded, show: (choice) => FACT_TEXTS.tipIncludedNames[choice] },
  bagsPerTraveller: { label: FACT_TEXTS.bagsPerTraveller },
  extraBagFeeCents: { label: FACT_TEXTS.extraBagFee },
  minPassengers: { label: FACT_TEXTS.minPassengers },
  // Lines a week reads in, Monday first: 'Mon–Fri 6am–10pm'; none at all says so (around the clock is its own row).
  hours: { label: FACT_TEXTS.hoursSection, show: (hours) => (hours.length ? lines(weekHoursLines(hours).map((l) => `${l.days} ${l.text}`)) : FACT_TEXTS.noOpenings) },
  aroundTheClock: { label: FACT_TEXTS.aroundTheClock, show: (on) => (on ? 'Yes' : 'No') },
  minNoticeHours: { label: FACT_TEXTS.notice },
  phone: { label: FACT_TEXTS.phone },
  email: { label: FACT_TEXTS.email },
  freeWaitMinutes: { label: FACT_TEXTS.freeWait },
  flightTracking: { label: FACT_TEXTS.flightTracking, show: (choice) => FACT_TEXTS.flightTrackingNames[choice] },
  cancellationPolicy: { label: FACT_TEXTS.cancellation },
  accessibility: {
    label: FACT_TEXTS.accessibilitySection,
    show: (a) => {
      // The facts stated (yes or no), one a line; a fact not stated is left out, never read as no.
      const stated = ACCESSIBILITY_FACTS.filter((fact) => a[fact] !== '').map((fact) => `${FACT_TEXTS[fact]}: ${FACT_TEXTS.accessibilityNames[a[fact]]}`);
      const notes = a.notes.trim() ? [`${FACT_TEXTS.accessibilityNotes}: ${a.notes.trim()}`] : [];
      return lines([...stated, ...notes], NOT_ENTERED);
    },
  },
  pickupPoints: { label: FACT_TEXTS.pickupSection, show: (points) => lines(points.map((p) => `${p.terminal}: ${plainText(p.instructions.trim())}`)) },
  ratingCount: { label: FACT_TEXTS.ratingCount },
  ratingSource: { label: FACT_TEXTS.ratingSource },
  factsCheckedOn: { label: FACT_TEXTS.checkedOn },
};
