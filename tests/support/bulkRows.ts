// Rows inserted straight into the database (no HTTP, no rules) for the admin lists' paging and
// scale tests: `count` believable rows of each admin-managed entity, in chunks, in one transaction.
import type { DataSource, EntityTarget, ObjectLiteral } from 'typeorm';
import { defaultFacts } from '../../api/domain/facts';
import { AdSpot, Faq, Provider, Resource } from '../../api/entities';

const BADGES = ['Most Popular', 'Best Value', 'Local Favorite', null];
const TYPES = ['Shuttle Van', 'Shared Shuttle', 'Taxi Service', 'Black Car', 'Minibus'];
const RESOURCE_TYPES = ['Guide', 'Hotels', 'Attractions', 'Business', 'Events'];
const AD_TYPES = ['adsense', 'ezoic', 'custom'];

/** `prefix` starts every name, so a search for it finds exactly these rows. */
export const bulkProvider = (prefix: string) => (i: number): Partial<Provider> => ({
  name: `${prefix} Provider ${String(i).padStart(5, '0')}`,
  slug: `${prefix.toLowerCase().replace(/[^a-z0-9]/g, '')}p${i}`,
  type: TYPES[i % TYPES.length],
  imageUrl: 'https://images.example.com/van.jpg',
  badge: BADGES[i % BADGES.length],
  rating: String(((i * 37) % 500) / 100),
  features: ['Flight tracking'],
  priceRange: '$25.99 - $65.99',
  serviceArea: `Area ${i % 50}`,
  description: 'A provider inserted by the admin list tests.',
  shortDescription: 'Bulk test rides',
  bookingUrl: 'https://book.example.com/bulk',
  servedPlaces: ['RDU Airport', 'Durham'],
  maxPassengers: 1 + (i % 8),
  ...defaultFacts(TYPES[i % TYPES.length]),
});

export const bulkResource = (prefix: string) => (i: number): Partial<Resource> => ({
  title: `${prefix} Resource ${String(i).padStart(5, '0')}`,
  description: 'A resource inserted by the admin list tests.',
  imageUrl: 'https://images.example.com/guide.jpg',
  type: RESOURCE_TYPES[i % RESOURCE_TYPES.length],
  linkUrl: 'https://www.example.com/guide',
  linkText: 'Read more',
});

export const bulkFaq = (prefix: string) => (i: number): Partial<Faq> => ({
  question: `${prefix} question ${String(i).padStart(5, '0')}?`,
  answer: 'An answer inserted by the admin list tests.',
});

export const bulkAdSpot = (prefix: string) => (i: number): Partial<AdSpot> => {
  const adType = AD_TYPES[i % AD_TYPES.length];
  const custom = adType === 'custom';
  return {
    name: `${prefix} spot ${String(i).padStart(5, '0')}`,
    location: 'sidebar',
    adType,
    adCode: custom ? null : '<ins class="adsbygoogle"></ins>',
    imageUrl: custom ? 'https://ads.example.com/banner.png' : null,
    linkUrl: custom ? 'https://ads.example.com/landing' : null,
    isEnabled: i % 2 === 0,
    dimensions: '728x90',
  };
};

export async function insertRows<T extends ObjectLiteral>(db: DataSource, entity: EntityTarget<T>, count: number, row: (i: number) => Partial<T>): Promise<void> {
  const CHUNK = 500;
  await db.transaction(async (tx) => {
    for (let start = 0; start < count; start += CHUNK) {
      const values = Array.from({ length: Math.min(CHUNK, count - start) }, (_, k) => row(start + k));
      await tx.createQueryBuilder().insert().into(entity).values(values as never).execute();
    }
  });
}
