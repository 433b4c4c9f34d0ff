// A partner's own web page on another origin, in real Chromium (issue 32, "Browser apps"): a page
// served by a tiny server in this test (a second local port) asks the GraphQL trip query with the
// partner's key (fetch, Authorization: Bearer) and shows each option's provider with its image. The
// site runs with PUBLIC_URL, so keyed answers name images by absolute URL, and pictures are served
// with Cross-Origin-Resource-Policy: cross-origin, so the partner's page may show them. The same
// page from an origin the partner did not list gets no CORS grant: its fetch fails. Screenshots at
// 390 and 1280 px.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser } from 'playwright-core';
import { ADMIN, launchBrowser, screenshot, startSite, trackedPage, type Site } from './support/site';

jest.setTimeout(180_000);

const TRIP_QUERY = 'query ($input: TripInput!) { trip(input: $input) { options { provider { id name imageUrl bookingUrl } totalCents } } }';
const tomorrow = () => new Date(Date.now() + 36 * 3600_000).toISOString().slice(0, 10);
const TRIP = { from: 'RDU', to: 'DOWNTOWN_RALEIGH', date: tomorrow(), passengers: 2 };
/** The words the partner's page shows when its request is refused (CORS: fetch rejects). */
const FAILED = 'Could not load rides';

let site: Site;
let browser: Browser;
let partnerServer: http.Server;
let partnerPort: number;
let key: string;

/** The partner's page: its own markup and script, calling the site as any browser app would. */
function partnerPage(siteUrl: string, partnerKey: string): string {
  const config = JSON.stringify({ site: siteUrl, key: partnerKey, query: TRIP_QUERY, input: TRIP }).replace(/</g, '\\u003c');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>TravelCo: rides from RDU</title>
<style>body{font-family:sans-serif;margin:16px}ul{list-style:none;padding:0;display:grid;grid-template-columns:repeat(auto-fill,minmax(220px,1fr));gap:12px}
li{border:1px solid #ccc;border-radius:8px;padding:8px}img{width:100%;height:auto;display:block}</style></head>
<body><h1>TravelCo: rides from RDU</h1><p id="status">Loading rides…</p><ul id="rides"></ul>
<script>
const config = ${config};
fetch(config.site + '/graphql', {
  method: 'POST',
  headers: { 'Content-Type': 'application/json', Authorization: 'Bearer ' + config.key },
  body: JSON.stringify({ query: config.query, variables: { input: config.input } }),
})
  .then((res) => res.json())
  .then((body) => {
    const list = document.getElementById('rides');
    for (const option of body.data.trip.options) {
      const item = document.createElement('li');
      const img = document.createElement('img');
      img.src = option.provider.imageUrl;
      img.alt = option.provider.name;
      const name = document.createElement('h2');
      name.className = 'name';
      name.textContent = option.provider.name;
      const link = document.createElement('a');
      link.href = option.provider.bookingUrl;
      link.textContent = 'Book for $' + (option.totalCents / 100).toFixed(2);
      item.append(img, name, link);
      list.append(item);
    }
    document.getElementById('status').textContent = body.data.trip.options.length + ' rides';
  })
  .catch((error) => {
    document.getElementById('status').textContent = '${FAILED}: ' + error.message;
  });
</script></body></html>`;
}

async function ownerGql<T>(cookie: string, query: string, variables: Record<string, unknown>): Promise<T> {
  const res = await fetch(`${site.url}/graphql`, { method: 'POST', headers: { 'Content-Type': 'application/json', cookie }, body: JSON.stringify({ query, variables }) });
  const { data, errors } = (await res.json()) as { data?: T; errors?: unknown };
  if (!data) throw new Error(JSON.stringify(errors));
  return data;
}

beforeAll(async () => {
  [site, browser] = await Promise.all([startSite(), launchBrowser()]);
  // PUBLIC_URL names the site's own origin, known once its port is: keyed answers then carry absolute image URLs.
  await site.restart({ PUBLIC_URL: site.url });
  partnerServer = http.createServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end(partnerPage(site.url, key));
  });
  // Every interface: the page is opened as http://localhost:PORT (allowed) and http://127.0.0.1:PORT (not).
  await new Promise<void>((resolve) => partnerServer.listen(0, resolve));
  partnerPort = (partnerServer.address() as AddressInfo).port;

  const login = await fetch(`${site.url}/api/admin/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(ADMIN) });
  if (!login.ok) throw new Error(`admin login: ${login.status}`);
  const cookie = login.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  const made = await ownerGql<{ createPartner: { key: string } }>(cookie, 'mutation ($input: PartnerInput!) { createPartner(input: $input) { key } }', {
    input: { name: 'TravelCo', slug: 'travelco', revenueSharePercent: 25, allowedOrigins: [`http://localhost:${partnerPort}`] },
  });
  key = made.createPartner.key;
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => partnerServer?.close(resolve));
  await site?.stop();
});

/** The trip's options as the partner's own server would read them (same key, no browser). */
async function expectedOptions(): Promise<{ name: string; imageUrl: string; bookingUrl: string }[]> {
  const res = await fetch(`${site.url}/graphql`, { method: 'POST', headers: { 'Content-Type': 'application/json', authorization: `Bearer ${key}` }, body: JSON.stringify({ query: TRIP_QUERY, variables: { input: TRIP } }) });
  const body = (await res.json()) as { data: { trip: { options: { provider: { name: string; imageUrl: string; bookingUrl: string } }[] } } };
  return body.data.trip.options.map((o) => o.provider);
}

it.each([390, 1280])("shows the trip's providers and their images on the partner's own origin, with its key (%i px)", async (width) => {
  const options = await expectedOptions();
  expect(options.length).toBeGreaterThan(0);
  for (const o of options) {
    expect(o.imageUrl.startsWith(`${site.url}/`)).toBe(true);
    expect(o.bookingUrl).not.toMatch(/\{[a-zA-Z]+\}/);
  }
  const image = await fetch(options[0].imageUrl);
  expect(image.headers.get('cross-origin-resource-policy')).toBe('cross-origin');

  const context = await browser.newContext({ viewport: { width, height: 900 } });
  try {
    const { page, errors } = await trackedPage(context);
    await page.goto(`http://localhost:${partnerPort}/`);
    await page.getByText(`${options.length} rides`).waitFor();
    await expect(page.locator('.name').allTextContents()).resolves.toEqual(options.map((o) => o.name));
    // Every picture came from the site and was drawn (a refused image has no natural width).
    await page.waitForFunction(() => [...document.images].every((img) => img.complete));
    const drawn = await page.locator('img').evaluateAll((imgs) => imgs.map((img) => ({ src: (img as HTMLImageElement).src, width: (img as HTMLImageElement).naturalWidth })));
    expect(drawn.map((d) => d.src)).toEqual(options.map((o) => o.imageUrl));
    for (const d of drawn) expect([d.src, d.width > 0]).toEqual([d.src, true]);
    expect(errors).toEqual([]);
    await screenshot(page, `integrators-partner-page-${width}`);
  } finally {
    await context.close();
  }
});

it('gives a page on an origin the partner did not list no CORS grant: its fetch fails and shows nothing', async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    const page = await context.newPage();
    const refused: string[] = [];
    page.on('console', (m) => m.type() === 'error' && refused.push(m.text()));
    await page.goto(`http://127.0.0.1:${partnerPort}/`);
    await page.getByText(FAILED).waitFor();
    await expect(page.locator('.name').count()).resolves.toBe(0);
    // Chromium names the reason: the preflight was refused (no Access-Control-Allow-Origin).
    expect(refused.join('\n')).toMatch(/CORS/);
  } finally {
    await context.close();
  }
});
