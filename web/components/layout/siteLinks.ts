// The public site's navigation and footer links (SPEC.md section 2, Navigation).
export interface NavItem {
  label: string;
  to: string;
}

export const MAIN_NAV: NavItem[] = [
  { label: 'Home', to: '/' },
  { label: 'Shuttle Providers', to: '/providers' },
  { label: 'Compare', to: '/#comparison' },
  { label: 'Travel Resources', to: '/resources' },
  { label: 'Contact', to: '/contact' },
];

/** Listed in the nav and the footer's quick links only while this browser holds a saved arrival card (web/arrival/savedFlag.ts). */
export const MY_ARRIVAL_LINK: NavItem = { label: 'My arrival', to: '/my-arrival' };

export const FOOTER_RESOURCE_LINKS: NavItem[] = [
  { label: 'Airport Guides', to: '/resources?filter=GUIDE' },
  { label: 'Hotels', to: '/resources?filter=HOTELS' },
  { label: 'Attractions', to: '/resources?filter=ATTRACTIONS' },
  { label: 'Business Travel', to: '/resources?filter=BUSINESS' },
  { label: 'Events', to: '/resources?filter=EVENTS' },
];

export const FOOTER_QUICK_LINKS: NavItem[] = [
  { label: 'About Us', to: '/about' },
  { label: 'Contact', to: '/contact' },
  { label: 'FAQ', to: '/#faq' },
  { label: 'Privacy Policy', to: '/privacy' },
  { label: 'Terms of Service', to: '/terms' },
  { label: 'Affiliate Disclosure', to: '/affiliate-disclosure' },
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
