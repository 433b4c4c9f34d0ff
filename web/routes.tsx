// Which component draws each route of api/domain/routes.ts (same keys: the compiler names one
// missing here). Every public page is its own chunk: the home page downloads only what
// the home page needs. The admin pages come from the one lazy 'admin' chunk that public visitors
// never download.
import { lazy, type ComponentType } from 'react';
import { ADMIN_ROUTES, PUBLIC_PAGE_PATHS, type AdminRouteKey, type PublicPageKey } from '../api/domain/routes';
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
};

export const PUBLIC_ROUTES = (Object.keys(PUBLIC_PAGE_PATHS) as PublicPageKey[]).map((key) => ({
  key,
  path: PUBLIC_PAGE_PATHS[key],
  Page: PUBLIC_PAGES[key],
}));

type AdminModule = typeof import('./pages/admin');
type AdminPart = { [K in keyof AdminModule]: AdminModule[K] extends ComponentType ? K : never }[keyof AdminModule];

const loadAdmin = () => import(/* webpackChunkName: "admin" */ './pages/admin');
const adminParts = new Map<AdminPart, ComponentType>();

/** A part of the admin chunk, loaded with it; one lazy component per part (add and edit share the provider form). */
export function adminPart(name: AdminPart): ComponentType {
  let part = adminParts.get(name);
  if (!part) adminParts.set(name, (part = lazy(async () => ({ default: (await loadAdmin())[name] as ComponentType }))));
  return part;
}

/** The admin chunk's export that draws each admin route. */
const ADMIN_PAGES: Record<AdminRouteKey, AdminPart> = {
  adminDashboard: 'DashboardPage',
  adminLogin: 'AdminLoginPage',
  adminProviders: 'ProvidersListPage',
  adminProviderAdd: 'ProviderFormPage',
  adminProviderEdit: 'ProviderFormPage',
  adminProviderRoute: 'RouteEditorPage',
  adminResources: 'ResourcesPage',
  adminFaqs: 'FaqsPage',
  adminContacts: 'ContactsPage',
  adminAdSpots: 'AdSpotsPage',
};

export const ADMIN_PAGE_ROUTES = (Object.keys(ADMIN_ROUTES) as AdminRouteKey[]).map((key) => ({
  key,
  path: ADMIN_ROUTES[key].path,
  /** Drawn inside the protected admin layout (every page but the login page). */
  protected: !('noSession' in ADMIN_ROUTES[key]),
  Page: adminPart(ADMIN_PAGES[key]),
}));
