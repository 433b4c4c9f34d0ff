// Rows for the admin benchmarks (bench/admin-scale.js, bench/admin-pages.js), written straight into
// a built server's SQLite file with the server's own entities (dist/): contact messages like the
// inbox tests' (one a minute from 2025-01-01, every third one unread) and rows of the four admin
// lists like the admin list tests' ('Scale Provider 00000'...), in chunks, one transaction a table.
require('reflect-metadata');
const path = require('node:path');

const DIST = path.resolve(__dirname, '..', 'dist', 'api');

async function seedAdminRows(file, { messages = 0, rows = 0 } = {}) {
  const { createDataSource } = require(path.join(DIST, 'db', 'dataSource.js'));
  const { ContactSubmission, Provider, Resource, Faq, AdSpot } = require(path.join(DIST, 'entities', 'index.js'));
  const { defaultFacts } = require(path.join(DIST, 'domain', 'facts.js'));
  const db = await createDataSource({ kind: 'sqlite', file }).initialize();
  const TYPES = ['Shuttle Van', 'Shared Shuttle', 'Taxi Service', 'Black Car', 'Minibus'];
  const AD_TYPES = ['adsense', 'ezoic', 'custom'];
  const pad = (i) => String(i).padStart(5, '0');
  const tables = [
    [ContactSubmission, messages, (i) => ({
      name: `Sender ${i + 1}`,
      email: `sender${i + 1}@example.com`,
      subject: `Question number ${i + 1}`,
      message: `Message body number ${i + 1}: is there a shuttle from RDU to Chapel Hill after midnight on weekdays?`,
      isRead: (i + 1) % 3 !== 0,
      createdAt: new Date(Date.UTC(2025, 0, 1) + (i + 1) * 60_000),
    })],
    [Provider, rows, (i) => ({
      name: `Scale Provider ${pad(i)}`, slug: `scalep${i}`, type: TYPES[i % 5], imageUrl: 'https://images.example.com/van.jpg',
      badge: ['Most Popular', 'Best Value', 'Local Favorite', null][i % 4], rating: String(((i * 37) % 500) / 100), features: ['Flight tracking'],
      priceRange: '$25.99 - $65.99', serviceArea: `Area ${i % 50}`, description: 'A provider inserted by the admin benchmarks.', shortDescription: 'Bulk bench rides',
      bookingUrl: 'https://book.example.com/bulk', servedPlaces: ['RDU Airport', 'Durham'], maxPassengers: 1 + (i % 8), ...defaultFacts(TYPES[i % 5]),
    })],
    [Resource, rows, (i) => ({ title: `Scale Resource ${pad(i)}`, description: 'A resource inserted by the admin benchmarks.', imageUrl: 'https://images.example.com/guide.jpg', type: ['Guide', 'Hotels', 'Attractions', 'Business', 'Events'][i % 5], linkUrl: 'https://www.example.com/guide', linkText: 'Read more' })],
    [Faq, rows, (i) => ({ question: `Scale question ${pad(i)}?`, answer: 'An answer inserted by the admin benchmarks.' })],
    [AdSpot, rows, (i) => {
      const adType = AD_TYPES[i % 3];
      const custom = adType === 'custom';
      return { name: `Scale spot ${pad(i)}`, location: 'sidebar', adType, adCode: custom ? null : '<ins class="adsbygoogle"></ins>', imageUrl: custom ? 'https://ads.example.com/banner.png' : null, linkUrl: custom ? 'https://ads.example.com/landing' : null, isEnabled: i % 2 === 0, dimensions: '728x90' };
    }],
  ];
  try {
    for (const [entity, count, row] of tables) {
      if (!count) continue;
      await db.transaction(async (tx) => {
        for (let start = 0; start < count; start += 500) {
          const values = Array.from({ length: Math.min(500, count - start) }, (_, k) => row(start + k));
          await tx.createQueryBuilder().insert().into(entity).values(values).updateEntity(false).execute();
        }
      });
    }
  } finally {
    await db.destroy();
  }
}

module.exports = { seedAdminRows };
