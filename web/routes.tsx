// Which component draws each public page. Every page is its own chunk: the home page downloads only
// what the home page needs. The paths come from api/domain/routes.ts (shared with the server).
import { PUBLIC_PAGE_PATHS, type PublicPageKey } from '../api/domain/routes';
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
