// A provider page opened from a trip answer carries the trip: the server's page (what a visitor
// without scripts gets) holds Book Now filled with the trip's values, one kept copy per trip in its
// one spelling, and the plain page when the address carries no usable trip.
import { providerPayload } from '../support/factories';
import { Client, loginAs } from '../support/http';
import { ADMIN, startTestServer, type TestServer } from '../support/testServer';

const TEMPLATE = 'https://book.example.com/trip?from={from}&to={to}&date={date}&time={time}&pax={passengers}&bags={bags}&subid={clickId}&ref=rdurides';
let server: TestServer;
let slug: string;

beforeAll(async () => {
  // The read cache's clock stands still: a page that holds to the end of a minute is asked for again
  // in the same minute however slow the run.
  const stopped = new Date();
  server = await startTestServer({ clock: () => stopped });
  const admin = new Client(server.url);
  await loginAs(admin, ADMIN.username, ADMIN.password);
  const made = await admin.post('/api/admin/providers', providerPayload({ bookingUrl: TEMPLATE }));
  expect(made.status).toBe(201);
  slug = made.body.slug;
});
afterAll(async () => {
  await server.close();
  await server.cleanup();
});

/** The hrefs of the page's booking links, as the HTML has them. */
const bookHrefs = (html: string) => [...html.matchAll(/<a [^>]*data-click-provider[^>]*>/g)].map((a) => /href="([^"]*)"/.exec(a[0])![1].replace(/&amp;/g, '&'));

it("renders Book Now filled with the trip the address carries, for a visitor without scripts", async () => {
  const page = await new Client(server.url).get(`/providers/${slug}?from=RDU+Airport&to=Downtown+Raleigh&date=2026-12-18&time=14%3A30&passengers=3&bags=2`);
  expect(page.status).toBe(200);
  // Every Book Now on the page (the header, the price box, and the contact box of a provider that gave no phone or e-mail).
  expect(bookHrefs(page.text)).toEqual(
    Array(3).fill('https://book.example.com/trip?from=RDU%20Airport&to=Downtown%20Raleigh&date=2026-12-18&time=14%3A30&pax=3&bags=2&ref=rdurides'),
  );
  // The same page as its plain address for search engines: the canonical link names that.
  expect(page.text).toContain(`<link rel="canonical" href="${server.url}/providers/${slug}">`);
  // The same trip spelled otherwise, with a parameter the page does not read: the same kept copy.
  const again = await new Client(server.url).get(`/providers/${slug}?utm_source=mail&bags=2&passengers=03&time=14:30&date=2026-12-18&to=Downtown%20Raleigh&from=RDU%20Airport`);
  expect(again.headers.get('x-cache')).toBe('HIT');
  expect(again.text).toBe(page.text);
});

it('renders the plain page, from its one copy, when the address carries no usable trip', async () => {
  const plain = await new Client(server.url).get(`/providers/${slug}`);
  expect(bookHrefs(plain.text)).toEqual(Array(3).fill('https://book.example.com/trip?ref=rdurides'));
  for (const query of ['?from=Nowhere&to=Durham&date=2026-12-18', '?to=Durham&passengers=3', '?wheelchair=true&sort=PRICE']) {
    const answer = await new Client(server.url).get(`/providers/${slug}${query}`);
    expect([query, answer.headers.get('x-cache')]).toEqual([query, 'HIT']);
    expect(answer.text).toBe(plain.text);
  }
});
