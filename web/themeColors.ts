// The site's colours, plain values: the MUI theme (web/theme.ts) is built from them, and so is
// the service worker's own offline page (web/pwa/policy/offlinePage.ts), which cannot load MUI.
// Every colour a component shows by its role (a badge, a resource or provider type, the brand's
// tints and dark areas, the rating stars, the route points) is named here once; components read it
// from the theme (theme.palette.badge, 'brand.tint' in sx...), never as a literal
// (web/themeColors.test.ts keeps it so).
import { SITE } from '../api/domain/site';

/** A colour and the text colour to write on it. */
export interface Swatch {
  main: string;
  contrastText: string;
}

/** The hues the roles below share (the green of 'Best Value' is the green of a pickup point). */
const HUE = {
  blue: SITE.themeColor,
  darkBlue: '#0D47A1',
  green: '#2E7D32',
  red: '#C62828',
  purple: '#6A1B9A',
  magenta: '#AD1457',
  orange: '#E65100',
  amber: '#F9A825',
  slate: '#455A64',
  grey: '#616161',
  black: '#111111',
  white: '#FFFFFF',
  ink: '#1A2233',
  gold: '#FFD54F',
} as const;

const onHue = (main: string, contrastText: string = HUE.white): Swatch => ({ main, contrastText });

export const PALETTE = {
  primary: { main: SITE.themeColor, dark: HUE.darkBlue, light: '#5E92F3', contrastText: HUE.white },
  secondary: { main: '#FF6B6B', contrastText: HUE.white },
  background: { default: '#F7F9FC', paper: HUE.white },
  text: { primary: HUE.ink, secondary: '#4A5568' },
  common: { black: '#000', white: HUE.white },
  /** The brand's blues beyond the primary colour: tints on light pages, and the dark areas' colours. */
  brand: {
    /** The banners' gradient: from this deep blue through the primary colour to this bright one. */
    deep: '#0A3A7A',
    bright: '#1E88E5',
    /** Icon bubbles, and a white button's hover. */
    tint: '#E3F2FD',
    /** A tinted box on a white page (a trip option's price, a provider's "why book", a saved ride's meeting point) and its border. */
    surface: '#F1F7FE',
    surfaceBorder: '#D6E4F7',
    /** A tinted panel standing apart from the page (the newsletter box) and its border. */
    panel: '#E8F1FC',
    panelBorder: '#C5DAF5',
    /** The dark areas (the footer, the driver view), their text and their highlights. */
    navy: '#0B1F3A',
    onNavy: '#C9D6E8',
    onDarkAccent: '#90CAF9',
    /** The focus ring on dark areas, where the primary ring would disappear. */
    focusOnDark: HUE.gold,
    /** The skip link's focus ring (on the primary colour). */
    skipLinkFocus: '#FFB300',
  },
  /** Rating stars on a light page (4.5:1 on white) and on a dark area. */
  rating: { main: '#B26A00', onDark: HUE.gold },
  /** A provider's badge ('Most Popular', 'Best Value', 'Local Favorite'; any other badge alike). */
  badge: {
    'Most Popular': onHue(HUE.red),
    'Best Value': onHue(HUE.green),
    'Local Favorite': onHue(HUE.purple),
    other: onHue(HUE.darkBlue),
  } as Record<string, Swatch>,
  /** A resource's type, by its key (resourceTypeKey: 'Hotels' is HOTELS); unknown types are OTHER. */
  resourceType: {
    GUIDE: onHue(HUE.blue),
    HOTELS: onHue(HUE.purple),
    ATTRACTIONS: onHue(HUE.red),
    EVENTS: onHue(HUE.magenta),
    BUSINESS: onHue(HUE.green),
    OTHER: onHue(HUE.slate),
  } as Record<string, Swatch>,
  /** A provider's type: its image placeholder (SPEC.md section 4: blue, green, yellow, black, orange, other grey). */
  providerType: {
    'Shuttle Van': onHue(HUE.blue),
    'Shared Shuttle': onHue(HUE.green),
    'Taxi Service': onHue(HUE.amber, HUE.ink),
    'Black Car': onHue(HUE.black),
    Minibus: onHue(HUE.orange),
    other: onHue(HUE.grey),
  } as Record<string, Swatch>,
  /** A route's points on the maps, public and admin. */
  routePoint: { pickup: HUE.green, dropoff: HUE.red, waypoint: HUE.blue },
  /** The admin dashboard's count cards, one colour per area. */
  area: { providers: HUE.blue, resources: HUE.green, faqs: HUE.purple, contacts: HUE.orange },
} as const;

/** Corner radius of buttons and cards (px). */
export const BORDER_RADIUS = 10;

/** Roboto, then its metric-compatible stand-ins (web/fontFallback.css), then the system's fonts. */
export const FONT_FAMILY = 'Roboto, "Roboto Local", "Roboto Fallback", system-ui, -apple-system, "Segoe UI", Arial, sans-serif';
