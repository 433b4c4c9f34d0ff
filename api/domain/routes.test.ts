import { normalizePageUrl } from './pageKeys';
import { ADMIN_ROUTE_KEYS, NOT_PAGE_PATHS, PUBLIC_PAGE_KEYS, PUBLIC_REST_LIST, ROUTES, isAdminPage, isAdminPath } from './routes';

describe('the route table', () => {
  it('names every admin page the web app routes, and no other path under /admin', () => {
    for (const path of ['/admin', '/admin/', '/admin/login', '/admin/providers/add', '/admin/providers/edit/3', '/admin/providers/route/3/', '/admin/adspots']) {
      expect(isAdminPage(path)).toBe(true);
    }
    for (const path of ['/admin/nope', '/admin/providers/edit', '/admin/providers/edit/3/x', '/administrators', '/providers']) {
      expect(isAdminPage(path)).toBe(false);
    }
  });

  it('counts the admin API and session calls as the admin area', () => {
    expect(isAdminPath('/api/admin/login')).toBe(true);
    expect(isAdminPath('/admin/anything')).toBe(true);
    expect(isAdminPath('/api/providers')).toBe(false);
  });

  it('tells public pages from admin routes, in the table order', () => {
    expect(PUBLIC_PAGE_KEYS.map((key) => ROUTES[key].path)).toEqual(['/', '/providers', '/providers/:slug', '/resources', '/contact', '/faq', '/about', '/privacy', '/terms', '/affiliate-disclosure', '/my-arrival']);
    expect(ADMIN_ROUTE_KEYS.every((key) => isAdminPage(ROUTES[key].path.replace(':id', '3')))).toBe(true);
  });

  it('keeps only the query parameters a page reads in its key', () => {
    expect(normalizePageUrl('/resources/?utm_source=x&filter=GUIDE').key).toBe('/resources?filter=GUIDE');
    expect(normalizePageUrl('/contact?sent=1&x=2').key).toBe('/contact?sent=1');
    expect(normalizePageUrl('/faq?filter=GUIDE').key).toBe('/faq');
  });

  it("keeps the comparison table's order in the home page's key, the listed order and unknown ones as the plain page", () => {
    expect(normalizePageUrl('/?compare=price&utm_source=x').key).toBe('/?compare=price');
    expect(normalizePageUrl('/?compare=rating&compare=price').key).toBe('/?compare=rating');
    for (const url of ['/?compare=listed', '/?compare=PRICE', '/?compare=__proto__', '/?compare=']) expect(normalizePageUrl(url).key).toBe('/');
    // Beside a trip search: the trip's own key, then the order.
    expect(normalizePageUrl('/?compare=price&to=Cary').key).toBe(`${normalizePageUrl('/?to=Cary').key}&compare=price`);
  });

  it('tells the public REST lists from other API paths', () => {
    for (const path of ['/api/providers', '/api/resources/', '/api/faqs', '/api/airport-options', '/api/adspots/location/header']) expect(PUBLIC_REST_LIST.test(path)).toBe(true);
    for (const path of ['/api/admin/providers', '/api/providers/3', '/api/adspots', '/api/adspots/location/a/b', '/api/contact']) expect(PUBLIC_REST_LIST.test(path)).toBe(false);
  });

  it('tells paths that are never pages, a query string allowed', () => {
    const notAPage = (path: string) => NOT_PAGE_PATHS.some((re) => re.test(path));
    for (const path of ['/api', '/graphql?query=x', '/uploads/a.webp', '/healthz', '/sw.js', '/sitemap.xml?x=1']) expect(notAPage(path)).toBe(true);
    for (const path of ['/', '/providers', '/apiary', '/admin', '/resources?filter=GUIDE']) expect(notAPage(path)).toBe(false);
  });
});
