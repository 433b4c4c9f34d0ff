// The admin back office in real Chromium on a freshly seeded site: log in, providers through the
// form (with a real image upload), a route on the map, resources, FAQs and ad spots (created,
// edited, toggled, deleted, and seen or not seen on the public pages in a fresh browser), contact
// messages and the unread count, log out; screenshots of every screen at 1280 and 768 px.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { ADMIN, SCREENSHOT_DIR, loginAsAdmin, launchBrowser, startSite, trackedPage, type Site } from './support/site';

let site: Site;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let errors: string[];

const WIDE = { width: 1280, height: 900 };
const TABLET = { width: 768, height: 1024 };

async function toast(text: string): Promise<void> {
  await page.getByTestId('toast').filter({ hasText: text }).first().waitFor();
}

async function getJson<T>(pathname: string): Promise<T> {
  const res = await fetch(`${site.url}${pathname}`);
  if (!res.ok) throw new Error(`${pathname}: ${res.status}`);
  return (await res.json()) as T;
}

/** A public page in a brand-new browser context (nothing cached from the admin session). */
async function withPublicPage<T>(pathname: string, check: (p: Page) => Promise<T>): Promise<T> {
  const ctx = await browser.newContext({ viewport: WIDE, serviceWorkers: 'block' });
  try {
    const p = await ctx.newPage();
    await p.goto(`${site.url}${pathname}`);
    return await check(p);
  } finally {
    await ctx.close();
  }
}

function expectNoErrors(): void {
  expect(errors).toEqual([]);
}

async function settle(p: Page = page): Promise<void> {
  await p.waitForLoadState('networkidle');
}

/** Nothing sticks out sideways: the page never scrolls horizontally. */
async function expectNoHorizontalOverflow(p: Page, what: string): Promise<void> {
  const widths = await p.evaluate(() => ({ page: document.documentElement.scrollWidth, viewport: window.innerWidth }));
  expect({ what, ...widths, fits: widths.page <= widths.viewport }).toMatchObject({ what, fits: true });
}

/** A data grid shows all its columns in its own width: no sideways scrolling inside it either. */
async function expectGridFits(p: Page): Promise<void> {
  const grid = await p.locator('.MuiDataGrid-virtualScroller').evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
  expect(grid.scroll).toBeLessThanOrEqual(grid.client);
}

/** An image that has finished loading (a preview photographed half-loaded looks broken). */
async function loaded(p: Page, name: string): Promise<void> {
  const img = p.getByRole('img', { name, exact: true });
  await img.waitFor();
  await p.waitForFunction((el) => (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth > 0, await img.elementHandle());
}

/** Waits until nothing moves: sheets and dialogs have slid or faded in, click ripples have faded. */
async function afterAnimations(p: Page): Promise<void> {
  await p.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  await p.waitForTimeout(350); // MUI's enter transitions are CSS transitions on inline styles
  await p.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
}

/**
 * A screenshot once the screen is still. A page taller than the window is photographed in a window
 * as tall as the page, so that the fixed sidebar, the sticky save bar and the toasts sit where a
 * tall window would show them (a plain full-page capture leaves them stranded mid-page). A dialog
 * or sheet (`modal`) is photographed in the window it was opened in.
 */
async function screenshot(p: Page, name: string, { modal = false }: { modal?: boolean } = {}): Promise<string> {
  const viewport = p.viewportSize()!;
  // The pointer rests in the empty top-right corner, not on whatever was clicked last (no hover look).
  await p.mouse.move(viewport.width - 2, 2);
  await afterAnimations(p);
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const file = path.join(SCREENSHOT_DIR, `${name}.png`);
  const height = modal ? viewport.height : await p.evaluate(() => document.documentElement.scrollHeight);
  if (height <= viewport.height) {
    await p.screenshot({ path: file });
    return file;
  }
  await p.setViewportSize({ width: viewport.width, height });
  try {
    await afterAnimations(p);
    await p.screenshot({ path: file });
  } finally {
    await p.setViewportSize(viewport);
  }
  return file;
}

beforeAll(async () => {
  site = await startSite();
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: WIDE });
  context.setDefaultTimeout(30_000);
  ({ page, errors } = await trackedPage(context));
}, 90_000);

/** Cleanup never holds the suite hostage. */
const within = <T>(ms: number, work: Promise<T> | undefined) =>
  Promise.race([work, new Promise((resolve) => setTimeout(resolve, ms).unref())]);

afterAll(async () => {
  await within(15_000, browser?.close());
  await within(15_000, site?.stop());
}, 40_000);

afterEach(() => {
  // Each test starts clean; a failing test reports its own console errors.
  errors.length = 0;
});

describe('admin back office', () => {
  it('sends a visitor to the login page, then logs in', async () => {
    await page.goto(`${site.url}/admin/providers`);
    await page.waitForURL(`${site.url}/admin/login`);
    await page.getByText('Login is restricted to administrators.', { exact: false }).waitFor();
    expect(await page.locator('meta[name="robots"]').first().getAttribute('content')).toContain('noindex');

    // Validation with the spec messages before anything is sent.
    await page.getByLabel('Username').fill('ad');
    await page.getByLabel('Password').fill('123');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByText('Username must be at least 3 characters').waitFor();
    await page.getByText('Password must be at least 6 characters').waitFor();
    await screenshot(page, 'admin-login-1280');

    // A wrong password is refused with the server's message, said once: beside the form, titled
    // 'Login failed', with no toast repeating it.
    await page.getByLabel('Username').fill('admin');
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.locator('.MuiAlert-root', { hasText: 'Invalid username or password' }).filter({ hasText: 'Login failed' }).waitFor();
    expect(await page.getByText('Invalid username or password').count()).toBe(1);
    expect(await page.getByTestId('toast').count()).toBe(0);

    // After logging in the admin lands where the login page sent them from.
    await page.getByLabel('Password').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL(`${site.url}/admin/providers`);
    await toast('Login successful');
    await page.getByText('You are now logged in as admin').waitFor();
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Dashboard' }).click();
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    await page.getByTestId('count-Providers').filter({ hasText: '6' }).waitFor();
    await settle();
    await screenshot(page, 'admin-dashboard-1280');

    // Already logged in: the login page sends the admin on to the dashboard.
    await page.goto(`${site.url}/admin/login`);
    await page.waitForURL(`${site.url}/admin`);
    expectNoErrors();
  });

  it('creates, edits and deletes a provider through the form, with a real image upload', async () => {
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Providers' }).click();
    await page.waitForURL(`${site.url}/admin/providers`);
    await page.getByRole('gridcell', { name: /^Triangle Airport Express/ }).waitFor();
    await screenshot(page, 'admin-providers-1280');

    // The public home page is read once in this tab (its provider list is now in the tab's cache).
    await page.getByRole('link', { name: 'Return to Site' }).click();
    await page.waitForURL(`${site.url}/`);
    await page.getByText('Triangle Airport Express').first().waitFor();
    await page.goBack();
    await page.waitForURL(`${site.url}/admin/providers`);

    await page.getByRole('link', { name: 'Add Provider' }).click();
    await page.waitForURL(`${site.url}/admin/providers/add`);
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('E2E Shuttle Co #1');
    expect(await page.getByRole('textbox', { name: 'Slug', exact: true }).inputValue()).toBe('e2eshuttleco1');
    await page.getByRole('textbox', { name: 'Short description', exact: true }).fill('Vans to all of Wake');
    await page.getByRole('combobox', { name: 'Service type' }).fill('Shuttle Van');
    await page.getByRole('combobox', { name: 'Badge' }).fill('Best Value');
    await page.getByRole('spinbutton', { name: 'Rating' }).fill('4.7');
    // No price range or service area to type: the site derives them from the fares and the places served.
    // A new provider serves no place until one is chosen (the form asks).
    await page.getByRole('combobox', { name: /Places served/ }).click();
    await page.getByRole('option', { name: 'Cary', exact: true }).click();
    await page.keyboard.press('Escape');

    // A broken image URL says so.
    const imageUrl = page.getByRole('textbox', { name: 'Image URL', exact: true });
    await imageUrl.fill('/uploads/does-not-exist.webp');
    await toast('Image error');
    await page.getByText('Could not load the image. Please check the URL.').first().waitFor();
    errors.splice(0, errors.length, ...errors.filter((e) => !/404/.test(e)));

    // A file that only pretends to be a picture is refused by the server: the toast says so, and the
    // field loses 'Uploading ...' and holds again what it held before.
    await page.locator('input[type="file"][name="imageUrl-file"]').setInputFiles({ name: 'not-a-picture.png', mimeType: 'image/png', buffer: Buffer.from('hello, I am text') });
    await toast('Upload failed');
    await page.getByText('The file is not an image. Please choose a JPEG, PNG, WebP, GIF or AVIF picture. Please try again or use an image URL instead').waitFor();
    expect(await imageUrl.inputValue()).toBe('/uploads/does-not-exist.webp');
    errors.splice(0, errors.length, ...errors.filter((e) => !/status of 400/.test(e)));

    // A real upload: a PNG made here, re-encoded by the server to WebP.
    const png = await sharp({ create: { width: 640, height: 360, channels: 3, background: '#1565C0' } })
      .composite([{ input: Buffer.from('<svg width="640" height="360"><rect x="120" y="120" width="400" height="140" rx="24" fill="#FF6B6B"/></svg>'), top: 0, left: 0 }])
      .png()
      .toBuffer();
    await page.locator('input[type="file"][name="imageUrl-file"]').setInputFiles({ name: 'e2e-van.png', mimeType: 'image/png', buffer: png });
    await toast('Upload successful');
    await expect(imageUrl.inputValue()).resolves.toMatch(/^\/uploads\/[0-9a-f]+\.webp$/);
    const uploaded = await imageUrl.inputValue();
    const preview = page.getByRole('img', { name: 'Preview of image url' });
    await preview.waitFor();
    await page.waitForFunction((el) => (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth > 0, await preview.elementHandle());
    const served = await fetch(`${site.url}${uploaded}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toContain('image/webp');

    await page.getByRole('textbox', { name: 'Full description', exact: true }).fill('E2E Shuttle Co runs vans between RDU and Wake County, day and night.');
    await page.getByRole('textbox', { name: 'Booking URL', exact: true }).fill('https://book.example.com/e2e-shuttle');
    // The features list keeps at least one entry.
    expect(await page.getByRole('button', { name: 'Remove feature 1' }).isDisabled()).toBe(true);
    await page.getByRole('textbox', { name: 'Feature 1', exact: true }).fill('Flight tracking');
    await page.getByRole('button', { name: 'Add Feature' }).click();
    await page.getByRole('textbox', { name: 'Feature 2', exact: true }).fill('Free Wi-Fi');
    await screenshot(page, 'admin-provider-add-1280');
    await page.getByRole('button', { name: 'Create Provider' }).click();
    await toast('Provider created');
    await page.waitForURL(`${site.url}/admin/providers`);
    await page.getByRole('gridcell', { name: /^E2E Shuttle Co #1/ }).waitFor();

    const created = await getJson<{ id: number; imageUrl: string; features: string[]; rating: string }>('/api/providers/e2eshuttleco1');
    expect(created).toMatchObject({ imageUrl: uploaded, features: ['Flight tracking', 'Free Wi-Fi'], rating: '4.7' });

    // Quick search narrows the grid.
    await page.getByPlaceholder('Search providers').fill('E2E');
    await page.getByRole('gridcell', { name: /^Triangle Airport Express/ }).waitFor({ state: 'detached' });
    expect(await page.getByRole('row').count()).toBe(2); // header + one provider
    await page.getByRole('button', { name: 'Clear search' }).click();

    // Edit: the slug is not regenerated from the new name.
    await page.getByRole('button', { name: 'Edit E2E Shuttle Co #1' }).click();
    await page.waitForURL(`${site.url}/admin/providers/edit/${created.id}`);
    const name = page.getByRole('textbox', { name: 'Name', exact: true });
    await expect(name.inputValue()).resolves.toBe('E2E Shuttle Co #1');
    await name.fill('E2E Shuttle Company');
    expect(await page.getByRole('textbox', { name: 'Slug', exact: true }).inputValue()).toBe('e2eshuttleco1');
    await loaded(page, 'Preview of image url');
    await screenshot(page, 'admin-provider-edit-1280');
    await page.getByRole('button', { name: 'Update Provider' }).click();
    await toast('Provider updated');
    await page.waitForURL(`${site.url}/admin/providers`);
    await page.getByRole('gridcell', { name: /^E2E Shuttle Company/ }).waitFor();

    // The public list in this same tab shows the change without a reload.
    await page.getByRole('link', { name: 'Return to Site' }).click();
    await page.waitForURL(`${site.url}/`);
    await page.getByText('E2E Shuttle Company').first().waitFor();
    await page.goBack();
    await page.waitForURL(`${site.url}/admin/providers`);

    // Delete, after a confirmation that names the provider and says it is permanent.
    await page.getByRole('button', { name: 'Delete E2E Shuttle Company' }).click();
    const dialog = page.getByRole('dialog', { name: 'Are you sure?' });
    await dialog.getByText('E2E Shuttle Company').waitFor();
    await dialog.getByText(/permanently/).waitFor();
    await screenshot(page, 'admin-provider-delete-1280', { modal: true });
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await toast('Provider deleted');
    await page.getByRole('gridcell', { name: /^E2E Shuttle Company/ }).waitFor({ state: 'detached' });
    expect((await fetch(`${site.url}/api/providers/e2eshuttleco1`)).status).toBe(404);
    expectNoErrors();
  });

  it('edits a route: list, map clicks and drags, map settings with live preview', async () => {
    await page.getByRole('button', { name: 'Edit route of Triangle Airport Express' }).click();
    await page.waitForURL(/\/admin\/providers\/route\/\d+$/);
    await page.getByRole('heading', { name: 'Triangle Airport Express' }).waitFor();
    await page.getByRole('tab', { name: 'Route Points', exact: true }).waitFor();
    await page.getByRole('tab', { name: 'Map Settings', exact: true }).waitFor();
    const items = page.getByRole('listitem', { name: /^Point \d+$/ });
    expect(await items.count()).toBe(4);

    // A new point is a waypoint near RDU.
    await page.getByRole('button', { name: 'Add Point' }).click();
    const fifth = page.getByRole('listitem', { name: 'Point 5' });
    await expect(fifth.getByRole('combobox', { name: 'Type' }).textContent()).resolves.toBe('Waypoint');
    expect(Math.abs(Number(await fifth.getByRole('textbox', { name: 'Latitude' }).inputValue()) - 35.88)).toBeLessThan(0.05);
    await fifth.getByRole('textbox', { name: 'Name' }).fill('');
    await fifth.getByRole('textbox', { name: 'Name' }).blur();
    await fifth.getByText('Name is required').waitFor();
    await fifth.getByRole('textbox', { name: 'Name' }).fill('E2E stop');

    // Clicking the map places a point; dragging its marker moves it.
    const map = page.getByTestId('route-map').locator('.leaflet-container');
    const box = (await map.boundingBox())!;
    await map.click({ position: { x: box.width - 80, y: 80 } });
    const sixth = page.getByRole('listitem', { name: 'Point 6' });
    await sixth.waitFor();
    const latBefore = await sixth.getByRole('textbox', { name: 'Latitude' }).inputValue();
    const marker = page.locator('.leaflet-marker-icon[title^="6."]');
    const mb = (await marker.boundingBox())!;
    await page.mouse.move(mb.x + mb.width / 2, mb.y + mb.height / 2);
    await page.mouse.down();
    await page.mouse.move(mb.x + mb.width / 2 - 60, mb.y + mb.height / 2 + 70, { steps: 8 });
    await page.mouse.up();
    await page.waitForFunction(
      ([before]) => {
        const items = document.querySelectorAll('li[aria-label="Point 6"] input');
        return items.length > 0 && Array.from(items).some((i) => (i as HTMLInputElement).name.endsWith('.lat') && (i as HTMLInputElement).value !== before);
      },
      [latBefore],
    );
    expect(Number(await sixth.getByRole('textbox', { name: 'Latitude' }).inputValue())).toBeLessThan(Number(latBefore));
    await screenshot(page, 'admin-route-points-1280');

    // Map settings: zoom 1-20 and the route colour, previewed on the line.
    await page.getByRole('tab', { name: 'Map Settings', exact: true }).click();
    const zoom = page.getByRole('spinbutton', { name: 'Default zoom' });
    await zoom.fill('25');
    await zoom.blur();
    await page.getByText('Zoom must be a number between 1 and 20').waitFor();
    await zoom.fill('12');
    await page.getByRole('textbox', { name: 'Route colour', exact: true }).fill('#00AA55');
    await page.locator('path.leaflet-interactive[stroke="#00AA55"]').waitFor();
    expect(await page.getByLabel('Pick the route colour').inputValue()).toBe('#00aa55');
    await screenshot(page, 'admin-route-settings-1280');

    await page.getByRole('button', { name: 'Save Route' }).click();
    await toast('Route data updated');
    await page.waitForURL(`${site.url}/admin/providers`);
    const saved = await getJson<{ routePoints: string; routeColor: string; defaultZoom: number }>('/api/providers/triangleairportexpress');
    const points = JSON.parse(saved.routePoints) as { name: string; type: string }[];
    expect(points).toHaveLength(6);
    expect(points[4]).toMatchObject({ name: 'E2E stop', type: 'waypoint' });
    expect(saved).toMatchObject({ routeColor: '#00AA55', defaultZoom: 12 });

    // An unknown provider, in the form and in the route editor: 'Provider Not Found' with a way back.
    for (const pathname of ['/admin/providers/edit/99999', '/admin/providers/route/99999']) {
      await page.goto(`${site.url}${pathname}`);
      await page.getByText('Provider Not Found').waitFor();
      await page.getByRole('link', { name: /Back to Providers/ }).first().waitFor();
    }
    await settle();
    await screenshot(page, 'admin-provider-not-found-1280');
    await page.getByRole('link', { name: /Back to Providers/ }).first().click();
    await page.waitForURL(`${site.url}/admin/providers`);
    expectNoErrors();
  });

  it('creates, edits and deletes a resource', async () => {
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Resources' }).click();
    await page.getByRole('article', { name: 'Hotels Near RDU Airport' }).waitFor();
    await settle();
    await screenshot(page, 'admin-resources-1280');

    await page.getByRole('button', { name: 'Add Resource' }).click();
    const sheet = page.getByRole('dialog', { name: 'Add Resource' });
    await sheet.getByRole('button', { name: 'Create Resource' }).click();
    await sheet.getByText('Title must be at least 5 characters').waitFor();
    await sheet.getByText('Link text must be at least 3 characters').waitFor();
    await sheet.getByRole('textbox', { name: 'Title', exact: true }).fill('E2E Guide to Terminal 1');
    await sheet.getByRole('combobox', { name: 'Type' }).click();
    await page.getByRole('option', { name: 'Events' }).click();
    await sheet.getByRole('textbox', { name: 'Description', exact: true }).fill('Everything about arriving at Terminal 1, written by the e2e suite.');
    await sheet.getByRole('textbox', { name: 'Image URL', exact: true }).fill('/demo/resources/events.svg');
    await sheet.getByRole('textbox', { name: 'Link URL', exact: true }).fill('https://www.rdu.com/e2e-guide');
    await sheet.getByRole('textbox', { name: 'Link text', exact: true }).fill('Read it');
    await loaded(page, 'Preview of image url');
    await screenshot(page, 'admin-resource-sheet-1280', { modal: true });
    await sheet.getByRole('button', { name: 'Create Resource' }).click();
    await toast('Resource Created');
    const card = page.getByRole('article', { name: 'E2E Guide to Terminal 1' });
    await card.waitFor();
    await card.getByText('Events').waitFor();
    await withPublicPage('/resources', (p) => p.getByText('E2E Guide to Terminal 1').first().waitFor());

    await card.getByRole('button', { name: 'Edit E2E Guide to Terminal 1' }).click();
    const editSheet = page.getByRole('dialog', { name: 'Edit Resource' });
    await editSheet.getByRole('textbox', { name: 'Title', exact: true }).fill('E2E Guide to Terminal 2');
    await editSheet.getByRole('button', { name: 'Update Resource' }).click();
    await toast('Resource Updated');
    await page.getByRole('article', { name: 'E2E Guide to Terminal 2' }).waitFor();

    await page.getByRole('button', { name: 'Delete E2E Guide to Terminal 2' }).click();
    await page.getByRole('dialog', { name: 'Are you sure?' }).getByRole('button', { name: 'Delete' }).click();
    await toast('Resource Deleted');
    await page.getByRole('article', { name: 'E2E Guide to Terminal 2' }).waitFor({ state: 'detached' });
    const publicTitles = (await getJson<{ title: string }[]>('/api/resources')).map((r) => r.title);
    expect(publicTitles).not.toContain('E2E Guide to Terminal 2');
    expectNoErrors();
  });

  it('creates, edits and deletes an FAQ', async () => {
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'FAQs' }).click();
    await page.getByRole('article', { name: 'Are child seats available?' }).waitFor();
    await screenshot(page, 'admin-faqs-1280');

    await page.getByRole('button', { name: 'Add FAQ' }).click();
    const sheet = page.getByRole('dialog', { name: 'Add FAQ' });
    await sheet.getByRole('textbox', { name: 'Question', exact: true }).fill('Why?');
    await sheet.getByRole('textbox', { name: 'Answer', exact: true }).fill('Short');
    await sheet.getByRole('button', { name: 'Create FAQ' }).click();
    await sheet.getByText('Question must be at least 5 characters').waitFor();
    await sheet.getByText('Answer must be at least 10 characters').waitFor();
    await sheet.getByRole('textbox', { name: 'Question', exact: true }).fill('Can the e2e suite ride for free?');
    await sheet.getByRole('textbox', { name: 'Answer', exact: true }).fill('No, every traveller pays the posted fare.');
    await screenshot(page, 'admin-faq-sheet-1280', { modal: true });
    await sheet.getByRole('button', { name: 'Create FAQ' }).click();
    await toast('FAQ Created');
    await page.getByRole('article', { name: 'Can the e2e suite ride for free?' }).waitFor();
    await withPublicPage('/faq', (p) => p.getByText('Can the e2e suite ride for free?').first().waitFor());

    await page.getByRole('button', { name: 'Edit Can the e2e suite ride for free?' }).click();
    const editSheet = page.getByRole('dialog', { name: 'Edit FAQ' });
    await editSheet.getByRole('textbox', { name: 'Answer', exact: true }).fill('No: every traveller pays the posted fare, robots too.');
    await editSheet.getByRole('button', { name: 'Update FAQ' }).click();
    await toast('FAQ Updated');
    await page.getByRole('article', { name: 'Can the e2e suite ride for free?' }).getByText('robots too.', { exact: false }).waitFor();

    await page.getByRole('button', { name: 'Delete Can the e2e suite ride for free?' }).click();
    await page.getByRole('dialog', { name: 'Are you sure?' }).getByRole('button', { name: 'Delete' }).click();
    await toast('FAQ Deleted');
    await page.getByRole('article', { name: 'Can the e2e suite ride for free?' }).waitFor({ state: 'detached' });
    expectNoErrors();
  });

  it('creates, toggles, edits and deletes an ad spot, and the public page follows', async () => {
    const bannerLink = 'https://ads.example.com/e2e-banner';
    const publicBanner = (p: Page) => p.locator(`a[href="${bannerLink}"] img`);
    /**
     * The /providers page once its ad slots have answered (the seeded header banner is shown; the
     * seeded top slot holds the same advertiser, so it gives way to the header: one page never shows
     * one advertisement twice).
     */
    const publicProviders = async (check: (p: Page) => Promise<void>) =>
      withPublicPage('/providers', async (p) => {
        await p.locator('[data-location="header"] img').waitFor();
        // A slot draws its advertisement as it nears the screen: the visitor scrolls to the bottom.
        await p.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        await p.waitForLoadState('networkidle');
        await check(p);
      });

    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Ad Spots' }).click();
    await page.getByRole('gridcell', { name: 'Runway Park - header banner', exact: true }).waitFor();
    await screenshot(page, 'admin-adspots-1280');
    // The tabs' accessible names are exactly the spec's labels (the counts beside them are not read out).
    expect(await page.getByRole('tab').count()).toBe(4);
    for (const name of ['All', 'AdSense', 'Ezoic', 'Custom Banners']) await page.getByRole('tab', { name, exact: true }).waitFor();

    // An upload cut short never leaves the form unable to save: the server is made to hang, the
    // admin changes the ad type mid-upload, then starts again and cancels the dialog.
    await page.route('**/api/admin/uploads', () => undefined);
    const banner = { name: 'slow-banner.png', mimeType: 'image/png', buffer: await sharp({ create: { width: 728, height: 90, channels: 3, background: '#123456' } }).png().toBuffer() };
    await page.getByRole('button', { name: 'Add Ad Spot' }).click();
    let cut = page.getByRole('dialog', { name: 'Add Ad Spot' });
    await cut.locator('input[type="file"]').setInputFiles(banner);
    await cut.getByText('Uploading slow-banner.png...').first().waitFor();
    expect(await cut.getByRole('button', { name: 'Create Ad Spot' }).isDisabled()).toBe(true);
    await cut.getByRole('combobox', { name: 'Ad type' }).click();
    await page.getByRole('option', { name: 'AdSense' }).click();
    expect(await cut.getByRole('button', { name: 'Create Ad Spot' }).isEnabled()).toBe(true);
    await cut.getByRole('combobox', { name: 'Ad type' }).click();
    await page.getByRole('option', { name: 'Custom Banner' }).click();
    expect(await cut.getByRole('textbox', { name: 'Banner image URL', exact: true }).inputValue()).toBe('');
    await cut.locator('input[type="file"]').setInputFiles(banner);
    await cut.getByText('Uploading slow-banner.png...').first().waitFor();
    // What was chosen is not dropped without a question (issue 31, item 13): the admin says OK.
    page.once('dialog', (question) => void question.accept());
    await cut.getByRole('button', { name: 'Cancel' }).click();
    await cut.waitFor({ state: 'detached' });
    await page.unroute('**/api/admin/uploads');
    await page.getByRole('button', { name: 'Add Ad Spot' }).click();
    cut = page.getByRole('dialog', { name: 'Add Ad Spot' });
    expect(await cut.getByRole('button', { name: 'Create Ad Spot' }).isEnabled()).toBe(true);
    expect(await cut.getByText(/Uploading/).count()).toBe(0);
    await cut.getByRole('button', { name: 'Cancel' }).click();
    await cut.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Add Ad Spot' }).click();
    const form = page.getByRole('dialog', { name: 'Add Ad Spot' });
    // Custom banner (the default type): banner image and destination, no ad code.
    expect(await form.getByRole('textbox', { name: 'Ad code' }).count()).toBe(0);
    await form.getByRole('button', { name: 'Create Ad Spot' }).click();
    await form.getByText('Name must be at least 3 characters').waitFor();
    await form.getByText('Image URL is required for custom banner ads').waitFor();
    await form.getByText('Link URL is required for custom banner ads').waitFor();
    // AdSense needs ad code instead.
    await form.getByRole('combobox', { name: 'Ad type' }).click();
    await page.getByRole('option', { name: 'AdSense' }).click();
    await form.getByText('Ad code is required for AdSense and Ezoic ad types').waitFor();
    expect(await form.getByRole('textbox', { name: 'Banner image URL' }).count()).toBe(0);
    await form.getByRole('combobox', { name: 'Ad type' }).click();
    await page.getByRole('option', { name: 'Custom Banner' }).click();

    await form.getByRole('textbox', { name: 'Name', exact: true }).fill('E2E banner');
    await form.getByRole('combobox', { name: 'Location' }).click();
    await page.getByRole('option', { name: 'All providers bottom' }).click();
    await form.getByRole('textbox', { name: 'Banner image URL', exact: true }).fill('/demo/ads/banner-coffee.svg');
    await form.getByRole('textbox', { name: 'Destination URL', exact: true }).fill('notaurl');
    await form.getByRole('button', { name: 'Create Ad Spot' }).click();
    await form.getByText('Must be a valid URL').waitFor();
    await form.getByRole('textbox', { name: 'Destination URL', exact: true }).fill(bannerLink);
    await screenshot(page, 'admin-adspot-form-1280', { modal: true });
    await form.getByRole('button', { name: 'Create Ad Spot' }).click();
    await toast('Ad spot created successfully');
    const row = page.getByRole('row', { name: /E2E banner/ });
    await row.getByText('Active').waitFor();
    await publicProviders(async (p) => {
      await publicBanner(p).waitFor();
      expect(await publicBanner(p).getAttribute('alt')).toBe('Advertisement: ads.example.com');
    });

    // Disabled: gone from the public page. Enabled again: back.
    await row.getByRole('button', { name: 'Disable E2E banner' }).click();
    await toast('Ad spot status toggled successfully');
    await row.getByText('Inactive').waitFor();
    await publicProviders(async (p) => expect(await publicBanner(p).count()).toBe(0));
    await row.getByRole('button', { name: 'Enable E2E banner' }).click();
    await row.getByText('Active').waitFor();
    await publicProviders((p) => publicBanner(p).waitFor());

    // Tabs filter by type.
    await page.getByRole('tab', { name: 'AdSense', exact: true }).click();
    await page.getByRole('gridcell', { name: 'AdSense - provider bottom (paused)', exact: true }).waitFor();
    // The tab's rows come from the server now: the custom banner leaves once the AdSense page arrives.
    await page.getByRole('gridcell', { name: 'E2E banner', exact: true }).waitFor({ state: 'detached' });
    // The AdSense preview shows its code as text.
    await page.getByRole('button', { name: 'Preview AdSense - provider bottom (paused)' }).click();
    const codePreview = page.getByRole('dialog', { name: /Preview: AdSense/ });
    await codePreview.getByLabel('Ad code').getByText('data-ad-slot="1234567890"', { exact: false }).waitFor();
    expect(await codePreview.locator('ins.adsbygoogle').count()).toBe(0);
    await codePreview.getByRole('button', { name: 'Close' }).click();
    await codePreview.waitFor({ state: 'detached' });
    await page.getByRole('tab', { name: 'Custom Banners', exact: true }).click();

    // The banner preview shows the image.
    await page.getByRole('button', { name: 'Preview E2E banner' }).click();
    const preview = page.getByRole('dialog', { name: 'Preview: E2E banner' });
    await preview.getByRole('img', { name: 'E2E banner' }).waitFor();
    await screenshot(page, 'admin-adspot-preview-1280', { modal: true });
    await preview.getByRole('button', { name: 'Close' }).click();
    await preview.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Edit E2E banner' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Ad Spot' });
    await edit.getByRole('textbox', { name: 'Name', exact: true }).fill('E2E banner renamed');
    await edit.getByRole('button', { name: 'Update Ad Spot' }).click();
    await toast('Ad spot updated successfully');
    await page.getByRole('gridcell', { name: 'E2E banner renamed', exact: true }).waitFor();

    await page.getByRole('button', { name: 'Delete E2E banner renamed' }).click();
    await page.getByRole('dialog', { name: 'Are you sure?' }).getByRole('button', { name: 'Delete' }).click();
    await toast('Ad spot deleted successfully');
    await page.getByRole('gridcell', { name: 'E2E banner renamed', exact: true }).waitFor({ state: 'detached' });
    await publicProviders(async (p) => expect(await publicBanner(p).count()).toBe(0));
    expectNoErrors();
  });

  it('opens a contact message, which marks it read and lowers the unread count', async () => {
    for (const [name, subject] of [
      ['Jo Visitor', 'Shuttle for a group of eight'],
      ['Sam Flyer', 'Do taxis take cards?'],
    ]) {
      const res = await fetch(`${site.url}/api/contact`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ name, email: `${name.split(' ')[0].toLowerCase()}@example.com`, subject, message: `Hello, ${subject.toLowerCase()} Thanks!` }),
      });
      expect(res.ok).toBe(true);
    }
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Dashboard' }).click();
    await page.getByTestId('unread-badge').filter({ hasText: '2 new' }).waitFor();
    await page.getByTestId('count-Contacts').filter({ hasText: '2' }).waitFor();
    await screenshot(page, 'admin-dashboard-unread-1280');

    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: /Contacts/ }).click();
    const card = page.getByRole('article', { name: 'Do taxis take cards?' });
    await card.getByText('New').waitFor();
    await screenshot(page, 'admin-contacts-1280');
    await card.getByRole('button', { name: 'View Do taxis take cards?' }).click();
    await toast('Contact marked as read');
    const dialog = page.getByRole('dialog', { name: /Do taxis take cards\?/ });
    await dialog.getByTestId('read-status').filter({ hasText: 'Read' }).waitFor();
    await dialog.getByText('Hello, do taxis take cards? Thanks!').waitFor();
    await screenshot(page, 'admin-contact-dialog-1280', { modal: true });
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await card.getByText('New').count()).toBe(0);

    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Dashboard' }).click();
    await page.getByTestId('unread-badge').filter({ hasText: '1 new' }).waitFor();

    // Delete one message.
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: /Contacts/ }).click();
    await page.getByRole('button', { name: 'Delete Shuttle for a group of eight' }).click();
    await page.getByRole('dialog', { name: 'Are you sure?' }).getByRole('button', { name: 'Delete' }).click();
    await toast('Contact deleted');
    await page.getByRole('article', { name: 'Shuttle for a group of eight' }).waitFor({ state: 'detached' });
    expectNoErrors();
  });

  it('works on a 768 px tablet: drawer sidebar and every screen', async () => {
    const tablet = await browser.newContext({ viewport: TABLET });
    tablet.setDefaultTimeout(30_000);
    try {
      const { page: p, errors: tabletErrors } = await trackedPage(tablet);
      const shoot = async (name: string, options?: { modal?: boolean }) => {
        await expectNoHorizontalOverflow(p, name);
        await screenshot(p, name, options);
      };
      const openSection = async (label: string | RegExp) => {
        await p.getByRole('button', { name: 'Open admin menu' }).click();
        const drawer = p.getByRole('navigation', { name: 'Admin' });
        await drawer.getByRole('link', { name: label }).click();
        await drawer.waitFor({ state: 'hidden' });
      };
      await p.goto(`${site.url}/admin/login`);
      await p.getByLabel('Username').waitFor();
      await shoot('admin-login-768');
      await loginAsAdmin(p, site.url);
      await p.getByTestId('count-Providers').waitFor();
      await shoot('admin-dashboard-768');
      await p.getByRole('button', { name: 'Open admin menu' }).click();
      const drawer = p.getByRole('navigation', { name: 'Admin' });
      await drawer.getByRole('link', { name: 'Providers' }).waitFor();
      await p.waitForFunction(() => {
        const paper = document.querySelector('#admin-drawer .MuiDrawer-paper');
        return paper !== null && paper.getBoundingClientRect().left === 0;
      });
      await shoot('admin-drawer-768', { modal: true });
      await drawer.getByRole('link', { name: 'Providers' }).click();
      await p.waitForURL(`${site.url}/admin/providers`);
      await drawer.waitFor({ state: 'hidden' });
      await p.getByRole('gridcell', { name: /^Bull City Cab/ }).waitFor();
      // Every column of the spec, inside the grid's width (no sideways scrolling in the grid either).
      expect(await p.getByRole('columnheader').allInnerTexts()).toEqual(['Name', 'Type', 'Service Area', 'Rating', 'Badge', 'Actions']);
      await expectGridFits(p);
      // The service area as the site derives it from the places served.
      const bullCity = await getJson<{ serviceArea: string }>('/api/providers/bullcitycab');
      await p.getByRole('gridcell', { name: bullCity.serviceArea, exact: true }).waitFor();
      await shoot('admin-providers-768');

      // Delete confirmation (cancelled).
      await p.getByRole('button', { name: 'Delete Bull City Cab Co.' }).click();
      const confirm = p.getByRole('dialog', { name: 'Are you sure?' });
      await confirm.getByText(/permanently/).waitFor();
      await shoot('admin-provider-delete-768', { modal: true });
      await confirm.getByRole('button', { name: 'Cancel' }).click();
      await confirm.waitFor({ state: 'detached' });

      const shots: [string, string, (pg: Page) => Promise<unknown>][] = [
        ['/admin/providers/add', 'admin-provider-add-768', (pg) => pg.getByRole('button', { name: 'Create Provider' }).waitFor()],
        ['/admin/providers/edit/2', 'admin-provider-edit-768', (pg) => loaded(pg, 'Preview of image url')],
        ['/admin/providers/route/2', 'admin-route-768', (pg) => pg.locator('.leaflet-marker-icon').first().waitFor()],
        ['/admin/resources', 'admin-resources-768', (pg) => pg.getByRole('article').first().waitFor()],
        ['/admin/faqs', 'admin-faqs-768', (pg) => pg.getByRole('article').first().waitFor()],
        ['/admin/contacts', 'admin-contacts-768', (pg) => pg.getByRole('article').first().waitFor()],
        ['/admin/adspots', 'admin-adspots-768', (pg) => pg.getByRole('gridcell').first().waitFor()],
        ['/admin/providers/edit/99999', 'admin-provider-not-found-768', (pg) => pg.getByText('Provider Not Found').waitFor()],
      ];
      for (const [pathname, name, ready] of shots) {
        await p.goto(`${site.url}${pathname}`);
        await ready(p);
        await settle(p);
        await shoot(name);
      }

      // Route editor, Map Settings tab.
      await p.goto(`${site.url}/admin/providers/route/2`);
      await p.locator('.leaflet-marker-icon').first().waitFor();
      await p.getByRole('tab', { name: 'Map Settings', exact: true }).click();
      await p.getByRole('spinbutton', { name: 'Default zoom' }).waitFor();
      await settle(p);
      await shoot('admin-route-settings-768');

      await openSection('Resources');
      await p.getByRole('button', { name: 'Add Resource' }).click();
      await p.getByRole('dialog', { name: 'Add Resource' }).getByRole('textbox', { name: 'Title', exact: true }).waitFor();
      await shoot('admin-resource-sheet-768', { modal: true });
      await p.getByRole('dialog', { name: 'Add Resource' }).getByRole('button', { name: 'Cancel' }).click();

      await openSection('FAQs');
      await p.getByRole('button', { name: 'Add FAQ' }).click();
      const faqSheet = p.getByRole('dialog', { name: 'Add FAQ' });
      await faqSheet.getByRole('textbox', { name: 'Question', exact: true }).fill('Is there a shuttle to the rental car centre?');
      await faqSheet.getByRole('textbox', { name: 'Answer', exact: true }).fill('Yes: the free airport bus stops at both terminals every ten minutes.');
      await shoot('admin-faq-sheet-768', { modal: true });
      p.once('dialog', (question) => void question.accept()); // discard what was typed
      await faqSheet.getByRole('button', { name: 'Cancel' }).click();
      await faqSheet.waitFor({ state: 'detached' });

      await openSection(/^Contacts/);
      const view = p.getByRole('button', { name: /^View / }).first();
      await view.click();
      const contact = p.getByRole('dialog');
      await contact.getByTestId('read-status').waitFor();
      await shoot('admin-contact-dialog-768', { modal: true });
      await contact.getByRole('button', { name: 'Close' }).click();
      await contact.waitFor({ state: 'detached' });

      await openSection('Ad Spots');
      await p.getByRole('gridcell', { name: 'Runway Park - header banner', exact: true }).waitFor();
      expect(await p.getByRole('columnheader').allInnerTexts()).toEqual(['Name', 'Location', 'Type', 'Status', 'Actions']);
      await expectGridFits(p);
      await p.getByRole('button', { name: 'Add Ad Spot' }).click();
      const adForm = p.getByRole('dialog', { name: 'Add Ad Spot' });
      await adForm.getByRole('textbox', { name: 'Name', exact: true }).fill('Tablet banner');
      await adForm.getByRole('textbox', { name: 'Banner image URL', exact: true }).fill('/demo/ads/banner-coffee.svg');
      await loaded(p, 'Preview of banner image url');
      await shoot('admin-adspot-form-768', { modal: true });
      p.once('dialog', (question) => void question.accept()); // discard what was typed
      await adForm.getByRole('button', { name: 'Cancel' }).click();
      await adForm.waitFor({ state: 'detached' });
      await p.getByRole('button', { name: 'Preview Runway Park - header banner' }).click();
      const adPreview = p.getByRole('dialog', { name: 'Preview: Runway Park - header banner' });
      await loaded(p, 'Runway Park - header banner');
      await shoot('admin-adspot-preview-768', { modal: true });
      await adPreview.getByRole('button', { name: 'Close' }).click();
      expect(tabletErrors).toEqual([]);
    } finally {
      await tablet.close();
    }
  });

  it('logs out', async () => {
    await page.getByRole('button', { name: /Logout/ }).click();
    await toast('Logout successful');
    await page.getByText('You have been logged out').waitFor();
    await page.waitForURL(`${site.url}/admin/login`);
    await page.goto(`${site.url}/admin/contacts`);
    await page.waitForURL(`${site.url}/admin/login`);
    // The session really is gone on the server.
    const me = await page.evaluate(async () => {
      const res = await fetch('/graphql', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ query: '{ me { id } }' }) });
      return (await res.json()) as { data: { me: unknown } };
    });
    expect(me.data.me).toBeNull();
    expectNoErrors();
  });
});
