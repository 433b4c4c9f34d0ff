// Valid payloads for every write, in the REST text forms; tests override one field at a time.
let n = 0;
const unique = () => `${Date.now().toString(36)}${(n++).toString(36)}`;

export const providerPayload = (over: Record<string, unknown> = {}) => {
  const id = unique();
  return {
    name: `Test Shuttle ${id}`,
    slug: `testshuttle${id}`,
    shortDescription: 'Reliable test rides',
    imageUrl: 'https://images.example.com/van.jpg',
    description: 'A provider created by the integration suite to exercise every rule.',
    type: 'Shuttle Van',
    priceRange: '$25.99 - $65.99',
    serviceArea: 'Raleigh, Durham',
    rating: '4.2',
    badge: 'Best Value',
    bookingUrl: 'https://book.example.com/test',
    features: ['Flight tracking', 'Free Wi-Fi'],
    ...over,
  };
};

export const resourcePayload = (over: Record<string, unknown> = {}) => ({
  title: `Guide to RDU ${unique()}`,
  description: 'Everything a traveller needs to know about arriving at RDU.',
  imageUrl: 'https://images.example.com/guide.jpg',
  type: 'Guide',
  linkUrl: 'https://www.example.com/guide',
  linkText: 'Read more',
  ...over,
});

export const faqPayload = (over: Record<string, unknown> = {}) => ({
  question: `How early should I book? ${unique()}`,
  answer: 'At least a day ahead during holidays and big events.',
  ...over,
});

export const contactPayload = (over: Record<string, unknown> = {}) => ({
  name: 'Jordan Traveller',
  email: 'jordan@example.com',
  subject: 'Group booking question',
  message: 'Can a minibus take 14 people and their luggage from RDU to Chapel Hill?',
  ...over,
});

export const customAdPayload = (over: Record<string, unknown> = {}) => ({
  name: `Banner ${unique()}`,
  location: 'providers-section',
  adType: 'custom',
  imageUrl: 'https://ads.example.com/banner.png',
  linkUrl: 'https://ads.example.com/landing',
  dimensions: '728x90',
  ...over,
});

export const adsenseAdPayload = (over: Record<string, unknown> = {}) => ({
  name: `AdSense ${unique()}`,
  location: 'footer',
  adType: 'adsense',
  adCode: '<ins class="adsbygoogle" data-ad-client="ca-pub-1234567890123456" data-ad-slot="1234567890"></ins>',
  ...over,
});

/** Every fact of a provider, valid, in the REST form (amounts as numbers, as GraphQL sends them too). */
export const factsPayload = (over: Record<string, unknown> = {}) => ({
  fareBasis: 'PER_PERSON',
  fares: [
    { place: 'Downtown Raleigh', amount: 21.5 },
    { place: 'Cary', amount: 18 },
  ],
  fees: [
    { label: 'Airport fee', amount: 2.5, per: 'BOOKING' },
    { label: 'Fuel surcharge', amount: 0.75, per: 'PERSON' },
  ],
  maxBags: 6,
  hours: [
    { day: 5, opens: '18:00', closes: '02:00' },
    { day: 1, opens: '05:00', closes: '23:00' },
  ],
  minNoticeHours: 2,
  phone: '(919) 555-0142',
  email: 'rides@example.com',
  freeWaitMinutes: 45,
  flightTracking: true,
  cancellationPolicy: 'Free cancellation up to 2 hours before pickup.',
  accessibility: { wheelchairVehicle: true, foldingWheelchair: true, serviceAnimals: true, notes: 'Ramp van on request.' },
  pickupPoints: [
    { terminal: 'Terminal 2', instructions: 'Door 5, commercial lane.' },
    { terminal: 'Terminal 1', instructions: 'Baggage claim, carousel 3.' },
  ],
  ratingCount: 120,
  ratingSource: 'Google reviews',
  factsCheckedOn: '2026-11-20',
  ...over,
});
