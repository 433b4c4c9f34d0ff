// Believable demo content for the Raleigh-Durham area. Company names are invented, phone
// numbers are not used, and every image is served by this site (web/public/demo/).
import type { RoutePoint } from '../../domain/provider';

export interface DemoProvider {
  name: string;
  slug: string;
  type: string;
  imageUrl: string;
  badge: string | null;
  rating: string;
  features: string[];
  priceRange: string;
  serviceArea: string;
  description: string;
  shortDescription: string;
  bookingUrl: string;
  mapCenter: { lat: number; lng: number } | null;
  defaultZoom: number;
  routePoints: RoutePoint[];
  routeColor: string;
}

// Real places: RDU terminals, downtown Raleigh, Durham, Chapel Hill, RTP, Cary.
const RDU_T1 = { lat: 35.8789, lng: -78.7897 };
const RDU_T2 = { lat: 35.8765, lng: -78.7869 };

export const DEMO_PROVIDERS: DemoProvider[] = [
  {
    name: 'Triangle Airport Express',
    slug: 'triangleairportexpress',
    type: 'Shuttle Van',
    imageUrl: '/demo/providers/triangleairportexpress.svg',
    badge: 'Most Popular',
    rating: '4.8',
    features: ['Door-to-door service', 'Flight tracking', 'Free child seats', 'Meet & greet at baggage claim'],
    priceRange: '$25.99 - $65.99',
    serviceArea: 'Raleigh, Cary, Morrisville, RTP',
    description:
      'Triangle Airport Express runs a fleet of 14-passenger vans between RDU and addresses across Wake County around the clock. ' +
      'Drivers track your flight, so a late landing never means a missed ride, and they meet you at baggage claim with a name sign. ' +
      'Vans carry up to two large bags per traveller plus carry-ons, and child seats are free on request.',
    shortDescription: 'Door-to-door vans, 24/7',
    bookingUrl: 'https://book.example.com/triangle-airport-express?ref=rdurides',
    mapCenter: { lat: 35.83, lng: -78.71 },
    defaultZoom: 11,
    routePoints: [
      { name: 'RDU Terminal 2 - Ground Transportation Center', type: 'pickup', coordinates: RDU_T2 },
      { name: 'I-40 at Wade Avenue', type: 'waypoint', coordinates: { lat: 35.8123, lng: -78.7075 } },
      { name: 'NC State University - Bell Tower', type: 'waypoint', coordinates: { lat: 35.7861, lng: -78.6638 } },
      { name: 'Downtown Raleigh - Fayetteville Street', type: 'dropoff', coordinates: { lat: 35.7775, lng: -78.639 } },
    ],
    routeColor: '#1565C0',
  },
  {
    name: 'Oak City Shared Ride',
    slug: 'oakcitysharedride',
    type: 'Shared Shuttle',
    imageUrl: '/demo/providers/oakcitysharedride.svg',
    badge: 'Best Value',
    rating: '4.5',
    features: ['Lowest fares in the Triangle', 'Departures every 30 minutes', 'Free Wi-Fi on board', 'Luggage included'],
    priceRange: '$18.50 - $39.00',
    serviceArea: 'Raleigh, Garner, Cary',
    description:
      'Share the ride and split the cost: Oak City Shared Ride leaves both RDU terminals every 30 minutes from 5am to midnight, ' +
      'with stops at the major downtown Raleigh hotels and the convention center. Fares are per person, luggage is included, ' +
      'and the shuttles have free Wi-Fi and USB charging at every seat.',
    shortDescription: 'Shared rides every 30 min',
    bookingUrl: 'https://book.example.com/oak-city-shared-ride?ref=rdurides',
    mapCenter: { lat: 35.83, lng: -78.71 },
    defaultZoom: 11,
    routePoints: [
      { name: 'RDU Terminal 1 - Ground Transportation', type: 'pickup', coordinates: RDU_T1 },
      { name: 'RDU Terminal 2 - Ground Transportation Center', type: 'pickup', coordinates: RDU_T2 },
      { name: 'Raleigh Convention Center', type: 'dropoff', coordinates: { lat: 35.7723, lng: -78.6395 } },
    ],
    routeColor: '#2E7D32',
  },
  {
    name: 'Bull City Cab Co.',
    slug: 'bullcitycab',
    type: 'Taxi Service',
    imageUrl: '/demo/providers/bullcitycab.svg',
    badge: 'Local Favorite',
    rating: '4.6',
    features: ['No surge pricing', 'Cards and contactless accepted', 'Waiting at the taxi rank', 'Local drivers'],
    priceRange: '$32.00 - $75.00',
    serviceArea: 'Durham, RTP, Chapel Hill',
    description:
      'A Durham taxi firm that has served the airport for years, with metered fares and no surge pricing. ' +
      'Cabs wait at the official taxi rank outside both terminals, or you can book ahead for a guaranteed pickup. ' +
      'Drivers know Durham, Duke University and the Research Triangle Park campuses well.',
    shortDescription: 'Metered taxis, no surge',
    bookingUrl: 'https://book.example.com/bull-city-cab?ref=rdurides',
    mapCenter: { lat: 35.94, lng: -78.85 },
    defaultZoom: 11,
    routePoints: [
      { name: 'RDU Terminal 2 - Taxi Rank', type: 'pickup', coordinates: RDU_T2 },
      { name: 'Research Triangle Park', type: 'waypoint', coordinates: { lat: 35.8992, lng: -78.8636 } },
      { name: 'Downtown Durham - American Tobacco Campus', type: 'waypoint', coordinates: { lat: 35.9940, lng: -78.9030 } },
      { name: 'Duke University - West Campus', type: 'dropoff', coordinates: { lat: 36.0014, lng: -78.9382 } },
    ],
    routeColor: '#F9A825',
  },
  {
    name: 'Carolina Executive Car',
    slug: 'carolinaexecutivecar',
    type: 'Black Car',
    imageUrl: '/demo/providers/carolinaexecutivecar.svg',
    badge: null,
    rating: '4.9',
    features: ['Professional chauffeurs', 'Late-model luxury sedans', 'Complimentary water', '60 minutes free wait time'],
    priceRange: '$89.00 - $165.00',
    serviceArea: 'Raleigh, Durham, Chapel Hill, Cary',
    description:
      'Private chauffeured sedans and SUVs for business travellers and special occasions. ' +
      'Your chauffeur watches your flight, waits up to an hour at no charge and helps with your bags. ' +
      'All-inclusive quotes cover tolls, fees and gratuity, with invoices available for company accounts.',
    shortDescription: 'Chauffeured luxury sedans',
    bookingUrl: 'https://book.example.com/carolina-executive-car?ref=rdurides',
    mapCenter: null,
    defaultZoom: 10,
    routePoints: [],
    routeColor: '#212121',
  },
  {
    name: 'Tar Heel Group Transit',
    slug: 'tarheelgrouptransit',
    type: 'Minibus',
    imageUrl: '/demo/providers/tarheelgrouptransit.svg',
    badge: null,
    rating: '4.3',
    features: ['Seats up to 24', 'Ideal for teams and weddings', 'Large luggage hold', 'Wheelchair lift on request'],
    priceRange: '$120.00 - $280.00',
    serviceArea: 'Chapel Hill, Carrboro, Durham, Raleigh',
    description:
      'Minibuses for groups of 8 to 24: sports teams, wedding parties, conference groups and families travelling together. ' +
      'One booking covers the whole group and all of its luggage, and a wheelchair-lift vehicle is available on request. ' +
      'Popular for trips between RDU and the UNC campus in Chapel Hill.',
    shortDescription: 'Group minibuses, up to 24',
    bookingUrl: 'https://book.example.com/tar-heel-group-transit?ref=rdurides',
    mapCenter: { lat: 35.9, lng: -78.92 },
    defaultZoom: 11,
    routePoints: [
      { name: 'RDU Terminal 1 - Ground Transportation', type: 'pickup', coordinates: RDU_T1 },
      { name: 'I-40 at NC-54 (Exit 273)', type: 'waypoint', coordinates: { lat: 35.9075, lng: -78.9466 } },
      { name: 'Chapel Hill - Franklin Street', type: 'dropoff', coordinates: { lat: 35.9132, lng: -79.0558 } },
    ],
    routeColor: '#EF6C00',
  },
  {
    name: 'Triangle Flex Rides',
    slug: 'triangleflexrides',
    type: 'Shared & Private',
    imageUrl: '/demo/providers/triangleflexrides.svg',
    badge: null,
    rating: '4.4',
    features: ['Choose shared or private', 'Fixed fares booked online', 'Pet-friendly vehicles', 'Bike racks available'],
    priceRange: '$22.00 - $95.00',
    serviceArea: 'Cary, Apex, Holly Springs, Morrisville',
    description:
      'Pick a seat in a shared van or book the whole vehicle: Triangle Flex Rides quotes a fixed fare for both when you book. ' +
      'The service focuses on the western suburbs, with pet-friendly vehicles and bike racks for cyclists heading to the greenways.',
    shortDescription: 'Shared or private, your call',
    bookingUrl: 'https://book.example.com/triangle-flex-rides?ref=rdurides',
    mapCenter: null,
    defaultZoom: 10,
    routePoints: [],
    routeColor: '#FF6B6B',
  },
];

export const DEMO_RESOURCES = [
  {
    title: 'RDU Arrivals Guide: Terminal 1 and Terminal 2',
    description:
      'Where ground transportation waits at each terminal, how long the walk from the gates takes, and where to meet a shuttle, taxi or black car.',
    imageUrl: '/demo/resources/arrivals-guide.svg',
    type: 'Guide',
    linkUrl: 'https://www.rdu.com/',
    linkText: 'Read the guide',
  },
  {
    title: 'Hotels Near RDU Airport',
    description:
      'Hotels in Morrisville and along Aviation Parkway with free airport shuttles, late check-in and park-and-fly packages for early flights.',
    imageUrl: '/demo/resources/hotels.svg',
    type: 'Hotels',
    linkUrl: 'https://www.visitraleigh.com/hotels/',
    linkText: 'Browse hotels',
  },
  {
    title: 'Top Attractions in Raleigh and Durham',
    description:
      'Free state museums, the Durham Bulls ballpark, Duke Gardens and the greenways: what to see with a day to spare between flights.',
    imageUrl: '/demo/resources/attractions.svg',
    type: 'Attractions',
    linkUrl: 'https://www.visitraleigh.com/things-to-do/',
    linkText: 'Explore attractions',
  },
  {
    title: 'Business Travel to Research Triangle Park',
    description:
      'Getting from RDU to RTP campuses in under twenty minutes, where to work between meetings, and how to expense your ride.',
    imageUrl: '/demo/resources/business.svg',
    type: 'Business',
    linkUrl: 'https://www.rtp.org/',
    linkText: 'Plan your trip',
  },
  {
    title: 'Big Events Calendar: Games, Concerts and Festivals',
    description:
      'Hockey nights, college basketball, outdoor concerts and festivals: book your airport ride early when the whole Triangle is travelling.',
    imageUrl: '/demo/resources/events.svg',
    type: 'Events',
    linkUrl: 'https://www.discoverdurham.com/events/',
    linkText: 'See upcoming events',
  },
  {
    title: 'Getting from RDU to Chapel Hill',
    description:
      'Shared shuttles, taxis and group minibuses compared for the 30-minute trip to UNC, with tips for move-in weekends and graduation.',
    imageUrl: '/demo/resources/chapel-hill.svg',
    type: 'Guide',
    linkUrl: 'https://www.visitchapelhill.org/',
    linkText: 'Plan the Chapel Hill trip',
  },
];

export const DEMO_FAQS = [
  {
    question: 'How far is RDU from downtown Raleigh and Durham?',
    answer:
      'RDU sits between the two cities: downtown Raleigh is about 15 miles (20-25 minutes by car) and downtown Durham about 12 miles (20 minutes), longer at rush hour.',
  },
  {
    question: 'Where do shuttles and taxis pick up at RDU?',
    answer:
      'At Terminal 2, ground transportation is on the lower level outside baggage claim; at Terminal 1, follow the Ground Transportation signs outside baggage claim. Your booking confirmation names the exact spot.',
  },
  {
    question: 'Is a shared shuttle cheaper than a taxi?',
    answer:
      'For one or two travellers, usually yes: shared shuttles charge per person, while taxis and black cars charge per ride. For groups of three or more, a private ride often costs about the same.',
  },
  {
    question: 'What happens if my flight is delayed?',
    answer:
      'Most providers listed here track flights and adjust the pickup time automatically. Check the provider details page for wait-time policies before you book.',
  },
  {
    question: 'Can I bring extra luggage, skis or golf clubs?',
    answer:
      'Vans and minibuses have the most room. Mention oversized items when you book so the provider sends a suitable vehicle; some charge a small fee for extra bags.',
  },
  {
    question: 'Do I book through this site?',
    answer:
      'We compare providers and link you to their own booking pages, where you pay them directly. We may earn a commission from some links at no extra cost to you; see our affiliate disclosure.',
  },
  {
    question: 'Are child seats available?',
    answer:
      'Many shuttle and black car providers offer child seats on request, often free of charge. Ask for them when you book so they are installed before pickup.',
  },
];

export const DEMO_AD_SPOTS = [
  { name: 'Runway Park - header banner', location: 'header', adType: 'custom', imageUrl: '/demo/ads/banner-parking.svg', linkUrl: 'https://ads.example.com/runway-park', isEnabled: true },
  { name: 'TripShield - footer banner', location: 'footer', adType: 'custom', imageUrl: '/demo/ads/banner-insurance.svg', linkUrl: 'https://ads.example.com/tripshield', isEnabled: true },
  { name: 'Pinecrest Suites - providers section', location: 'providers-section', adType: 'custom', imageUrl: '/demo/ads/banner-hotel.svg', linkUrl: 'https://ads.example.com/pinecrest-suites', isEnabled: true },
  { name: 'Gate 9 Coffee - resources section', location: 'resources-section', adType: 'custom', imageUrl: '/demo/ads/banner-coffee.svg', linkUrl: 'https://ads.example.com/gate9-coffee', isEnabled: true },
  { name: 'Runway Park - all providers top', location: 'all-providers-top', adType: 'custom', imageUrl: '/demo/ads/banner-parking.svg', linkUrl: 'https://ads.example.com/runway-park', isEnabled: true },
  { name: 'TripShield - provider page', location: 'provider-main', adType: 'custom', imageUrl: '/demo/ads/banner-insurance.svg', linkUrl: 'https://ads.example.com/tripshield', isEnabled: true },
  {
    name: 'AdSense - provider bottom (paused)',
    location: 'provider-bottom',
    adType: 'adsense',
    adCode:
      '<script async src="https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js?client=ca-pub-0000000000000000" crossorigin="anonymous"></script>\n' +
      '<ins class="adsbygoogle" style="display:block" data-ad-client="ca-pub-0000000000000000" data-ad-slot="1234567890" data-ad-format="auto" data-full-width-responsive="true"></ins>\n' +
      '<script>(adsbygoogle = window.adsbygoogle || []).push({});</script>',
    isEnabled: false,
  },
];
