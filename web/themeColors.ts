// The site's colours, plain values: the MUI theme (web/theme.ts) is built from them, and so is
// the service worker's own offline page (web/pwa/policy/offlinePage.ts), which cannot load MUI.
import { SITE } from '../api/domain/site';

export const PALETTE = {
  primary: { main: SITE.themeColor, dark: '#0D47A1', light: '#5E92F3', contrastText: '#FFFFFF' },
  secondary: { main: '#FF6B6B', contrastText: '#FFFFFF' },
  background: { default: '#F7F9FC', paper: '#FFFFFF' },
  text: { primary: '#1A2233', secondary: '#4A5568' },
} as const;

/** Corner radius of buttons and cards (px). */
export const BORDER_RADIUS = 10;

/** Roboto, then its metric-compatible stand-ins (web/fontFallback.css), then the system's fonts. */
export const FONT_FAMILY = 'Roboto, "Roboto Local", "Roboto Fallback", system-ui, -apple-system, "Segoe UI", Arial, sans-serif';
