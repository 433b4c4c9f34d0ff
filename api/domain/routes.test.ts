import { ADMIN_NAV, NOT_PAGE_PATHS, PAGE_QUERY_PARAMS, PUBLIC_PAGE_PATHS, PUBLIC_REST_LIST, isAdminPage, isAdminPath } from './routes';

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

  it('lists the admin nav in the table order, with its labels', () => {
    expect(ADMIN_NAV.map((item) => [item.label, item.path])).toEqual([
      ['Dashboard', '/admin'],
      ['Providers', '/admin/providers'],
      ['Resources', '/admin/resources'],
      ['FAQs', '/admin/faqs'],
      ['Contacts', '/admin/contacts'],
      ['Ad Spots', '/admin/adspots'],
    ]);
  });

  it('keeps the query parameters a page reads by its path', () => {
    expect(PUBLIC_PAGE_PATHS.provider).toBe('/providers/:slug');
    expect(PAGE_QUERY_PARAMS).toEqual({ '/resources': ['filter'], '/contact': ['sent'] });
  });

  it('tells the public REST lists from other API paths', () => {
    for (const path of ['/api/providers', '/api/resources/', '/api/faqs', '/api/adspots/location/header']) expect(PUBLIC_REST_LIST.test(path)).toBe(true);
    for (const path of ['/api/admin/providers', '/api/providers/3', '/api/adspots', '/api/adspots/location/a/b', '/api/contact']) expect(PUBLIC_REST_LIST.test(path)).toBe(false);
  });

  it('tells paths that are never pages, a query string allowed', () => {
    const notAPage = (path: string) => NOT_PAGE_PATHS.some((re) => re.test(path));
    for (const path of ['/api', '/graphql?query=x', '/uploads/a.webp', '/healthz', '/sw.js', '/sitemap.xml?x=1']) expect(notAPage(path)).toBe(true);
    for (const path of ['/', '/providers', '/apiary', '/admin', '/resources?filter=GUIDE']) expect(notAPage(path)).toBe(false);
  });
});
