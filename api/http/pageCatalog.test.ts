import { NOT_FOUND_PAGE, PROVIDER_NOT_FOUND_PAGE, resolvePage, type PageCatalog } from './pageCatalog';

const catalog: PageCatalog = { generation: 0, slugs: new Set(['oakcity', 'bullcitycab']), resourceTypes: new Set(['HOTELS', 'GUIDE']) };
const page = (key: string) => ({ kind: 'page', key });
const redirect = (location: string) => ({ kind: 'redirect', location });
const notFound = { kind: 'notFound', key: NOT_FOUND_PAGE };
const providerNotFound = (slug: string) => ({ kind: 'notFound', key: PROVIDER_NOT_FOUND_PAGE, slug });

describe('resolvePage: one canonical key per page', () => {
  it.each([
    // pages and the parameters they read
    ['/', page('/')],
    ['/providers', page('/providers')],
    ['/providers/', page('/providers')],
    ['/providers?utm_source=mail', page('/providers')],
    ['/providers/oakcity', page('/providers/oakcity')],
    ['/resources?filter=HOTELS', page('/resources?filter=HOTELS')],
    ['/resources?filter=hotels', page('/resources?filter=HOTELS')],
    ['/resources?filter=%20Guide%20', page('/resources?filter=GUIDE')],
    // values the page does not show: one copy for all of them
    ['/resources?filter=NOPE', page('/resources?filter=~')],
    ['/resources?filter=another-nope', page('/resources?filter=~')],
    ['/resources?filter=', page('/resources')],
    ['/contact?sent=1', page('/contact?sent=1')],
    ['/contact?sent=2', page('/contact')],
    ['/contact?sent=<script>', page('/contact')],
    // other spellings of a real page: sent to its address, the query kept
    ['/Providers', redirect('/providers')],
    ['/PROVIDERS?utm_source=x', redirect('/providers?utm_source=x')],
    ['/%70roviders', redirect('/providers')],
    ['//providers', redirect('/providers')],
    ['/providers/OakCity', redirect('/providers/oakcity')],
    ['/providers/%6Fakcity', redirect('/providers/oakcity')],
    ['/FAQ/', redirect('/faq')],
    // not pages: one not-found page each, whatever the address
    ['/no/such/page', notFound],
    ['/nosuch', notFound],
    ['/providers%2', notFound],
    ['/providers/%E0%A4', notFound], // cannot be read: no page has that name
    ['/providers/nosuch', providerNotFound('nosuch')],
    ['/providers/NoSuch/', providerNotFound('NoSuch')], // the slug as the page reads it from its address
    ['/providers/no%20such', providerNotFound('no such')],
    // under a section of the site: the not-found page with that section marked in the header
    ['/providers/oakcity/extra', { kind: 'notFound', key: '/providers/~/~' }],
    ['/resources/2024', { kind: 'notFound', key: '/resources/~/~' }],
    // admin pages are never kept pages
    ['/admin/providers', { kind: 'admin' }],
  ])('%s', (url, expected) => {
    expect(resolvePage(url, catalog)).toEqual(expected);
  });

  it('answers an archived provider’s page 410 (the provider-not-found document) or 301 to the provider it names', () => {
    const withArchived: PageCatalog = { ...catalog, archived: new Map([['oldshuttle', null], ['movedcab', 'oakcity']]) };
    expect(resolvePage('/providers/oldshuttle', withArchived)).toEqual({ kind: 'notFound', key: PROVIDER_NOT_FOUND_PAGE, slug: 'oldshuttle', status: 410 });
    expect(resolvePage('/providers/OldShuttle/', withArchived)).toEqual({ kind: 'notFound', key: PROVIDER_NOT_FOUND_PAGE, slug: 'OldShuttle', status: 410 });
    expect(resolvePage('/providers/movedcab?utm_source=x', withArchived)).toEqual({ kind: 'moved', location: '/providers/oakcity' });
    expect(resolvePage('/providers/oakcity', withArchived)).toEqual(page('/providers/oakcity'));
    expect(resolvePage('/providers/nosuch', withArchived)).toEqual(providerNotFound('nosuch'));
  });

  it('keys the home page on the trip it answers, values it cannot use folded into one', () => {
    const a = resolvePage('/?from=RDU+Airport&to=Chapel+Hill&passengers=2+Passengers&utm_source=x', catalog);
    const b = resolvePage('/?passengers=2&to=Chapel+Hill&from=RDU+Airport', catalog);
    expect(a).toEqual(b);
    expect(a).toEqual(page('/?from=RDU+Airport&to=Chapel+Hill&passengers=2'));
    // The page says it could not use the starting place: one page for every such value.
    expect(resolvePage('/?from=Narnia', catalog)).toEqual(resolvePage('/?from=Atlantis&utm_source=x', catalog));
    expect(resolvePage('/?from=Narnia', catalog)).toEqual(page('/?from=-&to=Downtown+Raleigh'));
    expect(resolvePage('/?utm_source=x', catalog)).toEqual(page('/'));
  });
});
