// Which component draws each route of api/domain/routes.ts (same keys: the compiler names one
// missing here). Every public page is its own chunk: the home page downloads only what
// the home page needs. The admin pages come from the one lazy 'admin' chunk that public visitors
// never download (it names their components itself).
import { lazy, type ComponentType } from 'react';
import { ADMIN_ROUTE_KEYS, PUBLIC_PAGE_KEYS, ROUTES, type AdminRoute, type PublicPageKey } from '../api/domain/routes';
import { lazyComponent, type LazyComponent } from './components/common/lazyParts';

export const PUBLIC_PAGES: Record<PublicPageKey, LazyComponent<object>> = {
  home: lazyComponent(() => import(/* webpackChunkName: "page-home" */ './pages/public/HomePage')),
  providers: lazyComponent(() => import(/* webpackChunkName: "page-providers" */ './pages/public/ProvidersPage')),
  provider: lazyComponent(() => import(/* webpackChunkName: "page-provider" */ './pages/public/ProviderDetailPage')),
  resources: lazyComponent(() => import(/* webpackChunkName: "page-resources" */ './pages/public/ResourcesPage')),
  contact: lazyComponent(() => import(/* webpackChunkName: "page-contact" */ './pages/public/ContactPage')),
  faq: lazyComponent(() => import(/* webpackChunkName: "page-faq" */ './pages/public/FaqPage')),
  about: lazyComponent(() => import(/* webpackChunkName: "page-about" */ './pages/public/AboutPage')),
  privacy: lazyComponent(() => import(/* webpackChunkName: "page-privacy" */ './pages/public/PrivacyPage')),
  terms: lazyComponent(() => import(/* webpackChunkName: "page-terms" */ './pages/public/TermsPage')),
  affiliateDisclosure: lazyComponent(() => import(/* webpackChunkName: "page-affiliate-disclosure" */ './pages/public/AffiliateDisclosurePage')),
  myArrival: lazyComponent(() => import(/* webpackChunkName: "page-my-arrival" */ './pages/public/MyArrivalPage')),
};

export const PUBLIC_ROUTES = PUBLIC_PAGE_KEYS.map((key) => ({ key, path: ROUTES[key].path, Page: PUBLIC_PAGES[key] }));

type AdminModule = typeof import('./pages/admin');
const loadAdmin = () => import(/* webpackChunkName: "admin" */ './pages/admin');

/** A part of the admin chunk, loaded with it. */
export function adminPart(load: (admin: AdminModule) => ComponentType): ComponentType {
  return lazy(async () => ({ default: load(await loadAdmin()) }));
}

/** The admin routes; the component that draws each is named in the admin chunk (ADMIN_PAGES, web/pages/admin/AdminRoot.tsx). */
export const ADMIN_PAGE_ROUTES = ADMIN_ROUTE_KEYS.map((key) => {
  const route: AdminRoute = ROUTES[key];
  /** `protected`: drawn inside the protected admin layout (every page but the login page). */
  return { key, path: route.path, protected: !route.noSession, Page: adminPart((admin) => admin.ADMIN_PAGES[key]) };
});
