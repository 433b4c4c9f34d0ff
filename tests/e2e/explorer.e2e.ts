// The GraphQL explorer in Chromium (issue 32, item 6), at 1280 and 390 px: /graphql/explorer opens
// GraphiQL with the example trip query, runs it against this site's /graphql and shows the trip
// answer; a partner key pasted in the Headers editor goes as `Authorization: Bearer <key>`. No
// console error (a CSP refusal would be one), and no request ever leaves the site's origin.
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { GRAPHQL_EXPLORER_PATH } from '../../api/domain/explorer';
import { launchBrowser, screenshot, startSite, waitUntil, type Site } from './support/site';

let site: Site;
let browser: Browser;

beforeAll(async () => {
  site = await startSite();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

interface Watched {
  page: Page;
  errors: string[];
  /** Every request the page or its workers made to another origin. */
  outside: string[];
  graphql: Request[];
}

async function openExplorer(context: BrowserContext): Promise<Watched> {
  const errors: string[] = [];
  const outside: string[] = [];
  const graphql: Request[] = [];
  const origin = new URL(site.url).origin;
  // Context-wide: the editor's workers' requests are seen too.
  context.on('request', (request) => {
    const url = request.url();
    if (/^(data|blob):/.test(url)) return;
    if (new URL(url).origin !== origin) outside.push(url);
    else if (new URL(url).pathname === '/graphql') graphql.push(request);
  });
  const page = await context.newPage();
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`console: ${m.text()}`);
  });
  await page.goto(site.url + GRAPHQL_EXPLORER_PATH);
  await page.locator('.graphiql-container').waitFor();
  return { page, errors, outside, graphql };
}

/** What an editor shows, as one line (Monaco draws the lines in view, wraps long ones on a phone, spaces as no-break spaces). */
const shownText = async (page: Page, selector: string) => (await page.locator(selector).innerText()).replace(/[\s\u00a0]+/g, ' ');
const responseText = (page: Page) => shownText(page, '.graphiql-response');
const queryText = (page: Page) => shownText(page, '.graphiql-query-editor');

async function run(page: Page): Promise<void> {
  await page.getByRole('button', { name: /execute query/i }).click();
}

describe.each([
  ['1280', { width: 1280, height: 800 }],
  ['390', { width: 390, height: 844 }],
] as const)('the GraphQL explorer at %s px', (name, viewport) => {
  it('runs the example trip query against /graphql and shows the trip answer, all on this origin', async () => {
    const context = await browser.newContext({ viewport });
    try {
      const { page, errors, outside, graphql } = await openExplorer(context);
      await waitUntil('the example query in the editor', async () => /query Trip/.test(await queryText(page)));
      await run(page);
      await waitUntil('the trip answer in the response pane', async () => /"trip"/.test(await responseText(page)) && /Downtown Raleigh/.test(await responseText(page)));
      const shown = await responseText(page);
      expect(shown).toMatch(/"data"/);
      expect(shown).not.toMatch(/"errors"/);
      // The query went to this site's /graphql (the schema's introspection too).
      const asked = graphql.filter((r) => r.method() === 'POST').map((r) => r.postDataJSON() as { query: string });
      expect(asked.some((body) => /trip\(input:/.test(body.query))).toBe(true);
      expect(asked.some((body) => /__schema/.test(body.query))).toBe(true);
      await screenshot(page, `explorer-trip-${name}`);
      expect(outside).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

it('sends a partner key pasted in the Headers editor as Authorization: Bearer, and shows the 401 for a wrong one', async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const { page, errors, outside, graphql } = await openExplorer(context);
    await waitUntil('the example query in the editor', async () => /query Trip/.test(await queryText(page)));
    const headers = page.locator('.graphiql-editor-tool .graphiql-editor').last();
    await headers.click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.press('Delete');
    await page.keyboard.insertText('{ "Authorization": "Bearer not-a-real-partner-key" }');
    const before = graphql.length;
    await run(page);
    await waitUntil('the refusal in the response pane', async () => /UNAUTHENTICATED|401|key/i.test(await responseText(page)));
    const sent = graphql.slice(before).filter((r) => r.method() === 'POST' && /trip\(input:/.test((r.postDataJSON() as { query: string }).query));
    expect(sent.length).toBeGreaterThan(0);
    expect((await sent[0].allHeaders()).authorization).toBe('Bearer not-a-real-partner-key');
    expect((await (await sent[0].response())!.status())).toBe(401);
    await screenshot(page, 'explorer-wrong-key-1280');
    expect(outside).toEqual([]);
    // The browser itself logs a failed request's status as a console error; nothing else may.
    expect(errors.filter((e) => !/status of 401/.test(e))).toEqual([]);
  } finally {
    await context.close();
  }
});
