// Moved from web/pwa/cachePolicy.test.ts with the data policy (web/pwa/policy/data.ts).
import { isAdminPath } from '../../../api/domain/routes';
import { isPubliclyCacheable } from './answers';
import { dataFallbackPlugin, graphqlCacheKey, isFailedDataAnswer, isPublicDataRequest } from './data';
import { isMapTile } from './images';

const ORIGIN = 'http://127.0.0.1:3000';
const HASH = 'ef954fffc4368a2109bb7a9894570fdb8c57c43184feea559232845ed9f46f69';
const ext = encodeURIComponent(JSON.stringify({ persistedQuery: { version: 1, sha256Hash: HASH } }));
const gql = (params: string) => `${ORIGIN}/graphql?${params}`;

describe('graphqlCacheKey', () => {
  it('gives the hash-only and the full-query URL of a persisted query the same key', () => {
    const hashOnly = gql(`operationName=Providers&variables=%7B%7D&extensions=${ext}`);
    const full = gql(`operationName=Providers&variables=%7B%7D&extensions=${ext}&query=${encodeURIComponent('query Providers { providers { id } }')}`);
    expect(graphqlCacheKey(hashOnly)).toBe(graphqlCacheKey(full));
    expect(graphqlCacheKey(hashOnly)).not.toBe(hashOnly);
  });

  it('keeps reads with different variables apart, whatever the order of their keys', () => {
    const a = gql(`operationName=Provider&variables=${encodeURIComponent('{"slug":"a","x":1}')}&extensions=${ext}`);
    const aReordered = gql(`extensions=${ext}&variables=${encodeURIComponent('{"x":1,"slug":"a"}')}&operationName=Provider`);
    const b = gql(`operationName=Provider&variables=${encodeURIComponent('{"slug":"b","x":1}')}&extensions=${ext}`);
    expect(graphqlCacheKey(a)).toBe(graphqlCacheKey(aReordered));
    expect(graphqlCacheKey(a)).not.toBe(graphqlCacheKey(b));
  });

  it('keeps different operations apart', () => {
    const faqs = gql(`operationName=Faqs&variables=%7B%7D&extensions=${encodeURIComponent(JSON.stringify({ persistedQuery: { version: 1, sha256Hash: 'f'.repeat(64) } }))}`);
    expect(graphqlCacheKey(faqs)).not.toBe(graphqlCacheKey(gql(`operationName=Providers&variables=%7B%7D&extensions=${ext}`)));
  });

  it('keys a query sent without a hash by its text (whitespace aside)', () => {
    const a = gql(`operationName=Faqs&query=${encodeURIComponent('query Faqs {\n  faqs { id }\n}')}`);
    const b = gql(`operationName=Faqs&query=${encodeURIComponent('query Faqs { faqs { id } }')}`);
    expect(graphqlCacheKey(a)).toBe(graphqlCacheKey(b));
  });

  it('leaves other URLs alone', () => {
    expect(graphqlCacheKey(`${ORIGIN}/api/providers`)).toBe(`${ORIGIN}/api/providers`);
    expect(graphqlCacheKey(gql('operationName=Faqs'))).toBe(gql('operationName=Faqs'));
  });
});

describe('which requests the worker may answer from its data cache', () => {
  const url = (path: string) => new URL(path, ORIGIN);
  it.each([
    ['/graphql?operationName=Providers', 'GET', true],
    ['/api/providers', 'GET', true],
    ['/api/resources', 'GET', true],
    ['/api/faqs', 'GET', true],
    ['/api/adspots/location/header', 'GET', true],
    ['/graphql', 'POST', false],
    ['/api/contact', 'POST', false],
    ['/api/providers/triangle-express', 'GET', false],
    ['/api/admin/contacts', 'GET', false],
    ['/api/admin/providers', 'GET', false],
    ['/api/admin/user', 'GET', false],
    ['/healthz', 'GET', false],
  ])('%s %s → %s', (path, method, expected) => {
    expect(isPublicDataRequest(url(path), method)).toBe(expected);
  });

  it('keeps only answers the server marked public', () => {
    expect(isPubliclyCacheable(200, 'public, max-age=0, must-revalidate')).toBe(true);
    expect(isPubliclyCacheable(200, 'public, max-age=5, must-revalidate')).toBe(true);
    expect(isPubliclyCacheable(200, 'private, no-store')).toBe(false);
    expect(isPubliclyCacheable(200, 'public, no-store')).toBe(false);
    expect(isPubliclyCacheable(200, null)).toBe(false);
    expect(isPubliclyCacheable(200, 'max-age=60')).toBe(false);
    expect(isPubliclyCacheable(304, 'public')).toBe(false);
    expect(isPubliclyCacheable(500, 'public')).toBe(false);
  });

  it('knows the admin area and the map tiles', () => {
    expect(isAdminPath('/admin')).toBe(true);
    expect(isAdminPath('/admin/providers/edit/3')).toBe(true);
    expect(isAdminPath('/api/admin/login')).toBe(true);
    expect(isAdminPath('/administrators-guide')).toBe(false);
    expect(isAdminPath('/providers')).toBe(false);
    expect(isMapTile(new URL('https://b.tile.openstreetmap.org/12/1150/1600.png'))).toBe(true);
    expect(isMapTile(new URL('https://tile.openstreetmap.org/12/1150/1600.png'))).toBe(true);
    expect(isMapTile(new URL('https://evil.example.com/tile.openstreetmap.org/1.png'))).toBe(false);
  });
});

describe('data reads: which answers count as a failure (then the cached copy is served)', () => {
  it.each([
    [200, 'application/json; charset=utf-8', false],
    [200, 'application/graphql-response+json; charset=utf-8', false],
    [400, 'application/json', false], // our server's own answer
    [404, 'application/json', false],
    [304, null, false],
    [500, 'application/json', true],
    [502, 'text/html', true], // a proxy while the app server is down
    [503, 'application/json', true],
    [504, null, true],
    [511, 'text/html', true], // a captive portal wants a login
    [200, 'text/html; charset=utf-8', true], // a captive portal's page with a 200
    [200, null, true],
    [403, 'text/html', true], // a filtering proxy's page
  ])('%s %s → failure: %s', (status, type, expected) => {
    expect(isFailedDataAnswer(status, type)).toBe(expected);
  });
});

describe('dataFallbackPlugin (how NetworkFirst uses it)', () => {
  const answer = (status: number, type: string | null) => ({ status, headers: { get: (n: string) => (n.toLowerCase() === 'content-type' ? type : null) } });
  type Answer = ReturnType<typeof answer>;
  const setup = () => {
    const reports: string[] = [];
    const plugin = dataFallbackPlugin<Answer, string>((event, source) => reports.push(`${event}:${source}`));
    return { plugin, reports, state: {} as Record<string, unknown> };
  };

  it('passes the server answer and reports that the network answered', async () => {
    const { plugin, reports, state } = setup();
    const ok = answer(200, 'application/json');
    await expect(plugin.fetchDidSucceed({ response: ok, state })).resolves.toBe(ok);
    await expect(plugin.handlerWillRespond({ event: 'page-1', response: ok, state })).resolves.toBe(ok);
    expect(reports).toEqual(['page-1:network']);
  });

  it.each([
    ['a 503 from a proxy', answer(503, 'text/html')],
    ['a captive portal page with a 200', answer(200, 'text/html')],
  ])('counts %s as a network failure, so the cached copy is served, and reports the cache', async (_what, bad) => {
    const { plugin, reports, state } = setup();
    // NetworkFirst looks in the cache when fetchDidSucceed throws, as when fetch() itself throws.
    await expect(plugin.fetchDidSucceed({ response: bad, state })).rejects.toThrow(/not the server's answer/);
    const cached = answer(200, 'application/json');
    await expect(plugin.cachedResponseWillBeUsed({ cachedResponse: cached, state })).resolves.toBe(cached);
    await expect(plugin.handlerWillRespond({ event: 'page-1', response: cached, state })).resolves.toBe(cached);
    expect(reports).toEqual(['page-1:cache']);
  });

  it('with no cached copy, gives the page the error answer as it came (not a network error), reporting nothing', async () => {
    const { plugin, reports, state } = setup();
    const bad = answer(503, 'application/json');
    await expect(plugin.fetchDidSucceed({ response: bad, state })).rejects.toThrow();
    await expect(plugin.cachedResponseWillBeUsed({ cachedResponse: undefined, state })).resolves.toBeUndefined();
    await expect(plugin.handlerDidError({ state })).resolves.toBe(bad);
    await plugin.handlerWillRespond({ event: 'page-1', response: bad, state });
    expect(reports).toEqual([]);
  });

  it('offers nothing when the fetch itself failed and nothing is cached (the page gets the network error)', async () => {
    const { plugin, state } = setup();
    await expect(plugin.handlerDidError({ state })).resolves.toBeUndefined();
  });

  it('reports the cache when the network was too slow (timeout) and the late answer arrives after', async () => {
    const { plugin, reports, state } = setup();
    const cached = answer(200, 'application/json');
    await plugin.cachedResponseWillBeUsed({ cachedResponse: cached, state }); // the 3 s timeout
    await plugin.handlerWillRespond({ event: 'page-1', response: cached, state });
    await plugin.fetchDidSucceed({ response: answer(200, 'application/json'), state }); // updates the cache only
    expect(reports).toEqual(['page-1:cache']);
  });
});
