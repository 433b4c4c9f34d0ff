// The public site's navigation and footer links (SPEC.md section 2, Navigation); the pages' paths
// come from the route table (api/domain/routes.ts).
import { ROUTES } from '../../../api/domain/routes';

export interface NavItem {
  label: string;
  to: string;
}

export const MAIN_NAV: NavItem[] = [
  { label: 'Home', to: ROUTES.home.path },
  { label: 'Shuttle Providers', to: ROUTES.providers.path },
  { label: 'Compare', to: '/#comparison' },
  { label: 'Travel Resources', to: ROUTES.resources.path },
  { label: 'Contact', to: ROUTES.contact.path },
];

export const FOOTER_RESOURCE_LINKS: NavItem[] = [
  { label: 'Airport Guides', to: `${ROUTES.resources.path}?filter=GUIDE` },
  { label: 'Hotels', to: `${ROUTES.resources.path}?filter=HOTELS` },
  { label: 'Attractions', to: `${ROUTES.resources.path}?filter=ATTRACTIONS` },
  { label: 'Business Travel', to: `${ROUTES.resources.path}?filter=BUSINESS` },
  { label: 'Events', to: `${ROUTES.resources.path}?filter=EVENTS` },
];

export const FOOTER_QUICK_LINKS: NavItem[] = [
  { label: 'About Us', to: ROUTES.about.path },
  { label: 'Contact', to: ROUTES.contact.path },
  { label: 'FAQ', to: '/#faq' },
  { label: 'Privacy Policy', to: ROUTES.privacy.path },
  { label: 'Terms of Service', to: ROUTES.terms.path },
  { label: 'Affiliate Disclosure', to: ROUTES.affiliateDisclosure.path },
];

export const FOOTER_PROVIDER_COUNT = 5;

export const SOCIAL_LINKS = [
  { label: 'Facebook', href: 'https://www.facebook.com/rdurides' },
  { label: 'X (Twitter)', href: 'https://x.com/rdurides' },
  { label: 'Instagram', href: 'https://www.instagram.com/rdurides' },
  { label: 'LinkedIn', href: 'https://www.linkedin.com/company/rdurides' },
] as const;

/**
 * Whether a nav item is the current page: exact match for '/', prefix match otherwise. Hash links
 * (/#comparison) count only while that hash is in the address, and then Home does not.
 */
export function isNavActive(to: string, pathname: string, hash: string): boolean {
  const [path, fragment] = to.split('#');
  if (fragment !== undefined) return pathname === (path || '/') && hash === `#${fragment}`;
  if (to === '/') return pathname === '/' && !MAIN_NAV.some((item) => item.to === `/${hash}` && hash !== '');
  return pathname === to || pathname.startsWith(`${to}/`);
}
