import { createTheme, responsiveFontSizes, type Theme } from '@mui/material/styles';
import { resourceTypeKey } from '../api/domain/rules';
import { SITE } from '../api/domain/site';
import { BORDER_RADIUS, FONT_FAMILY, PALETTE } from './themeColors';

/** A colour and the text colour to write on it. */
export interface Swatch {
  main: string;
  contrastText: string;
}

/**
 * The one palette for a provider's badge and a resource's type, read by the public site and the
 * admin alike (badgeSwatch, resourceTypeSwatch): both show a badge or a type in the same colour.
 */
const BADGE_SWATCHES = {
  'Most Popular': { main: '#C62828', contrastText: '#FFFFFF' },
  'Best Value': { main: '#2E7D32', contrastText: '#FFFFFF' },
  'Local Favorite': { main: '#6A1B9A', contrastText: '#FFFFFF' },
  other: { main: '#0D47A1', contrastText: '#FFFFFF' },
} satisfies Record<string, Swatch>;
const RESOURCE_TYPE_SWATCHES = {
  GUIDE: { main: '#1565C0', contrastText: '#FFFFFF' },
  HOTELS: { main: '#6A1B9A', contrastText: '#FFFFFF' },
  ATTRACTIONS: { main: '#C62828', contrastText: '#FFFFFF' },
  EVENTS: { main: '#AD1457', contrastText: '#FFFFFF' },
  BUSINESS: { main: '#2E7D32', contrastText: '#FFFFFF' },
  OTHER: { main: '#455A64', contrastText: '#FFFFFF' },
} satisfies Record<string, Swatch>;

declare module '@mui/material/styles' {
  interface Palette {
    badge: Record<string, Swatch>;
    resourceType: Record<string, Swatch>;
  }
  interface PaletteOptions {
    badge?: Record<string, Swatch>;
    resourceType?: Record<string, Swatch>;
  }
}

/** A badge's colours ('Most Popular', 'Best Value', 'Local Favorite'; any other badge alike). */
// A component drawn without this theme (a bare test render) reads the same palette from here.
export const badgeSwatch = (theme: Theme, badge: string): Swatch => {
  const swatches = theme.palette.badge ?? BADGE_SWATCHES;
  return swatches[badge] ?? swatches.other;
};

/** A resource type's colours, whatever its case ('Guide', 'GUIDE'); unknown types share one. */
export const resourceTypeSwatch = (theme: Theme, type: string): Swatch => {
  const swatches = theme.palette.resourceType ?? RESOURCE_TYPE_SWATCHES;
  return swatches[resourceTypeKey(type)] ?? swatches.OTHER;
};

/** The animations MUI's InputBase listens for (its handleAutoFill) to see a browser's autofill. */
const AUTO_FILL = 'mui-auto-fill';
const AUTO_FILL_CANCEL = 'mui-auto-fill-cancel';

let theme = createTheme({
  palette: { ...PALETTE, badge: BADGE_SWATCHES, resourceType: RESOURCE_TYPE_SWATCHES },
  shape: { borderRadius: BORDER_RADIUS },
  typography: {
    fontFamily: FONT_FAMILY,
    h1: { fontWeight: 700 },
    h2: { fontWeight: 700 },
    h3: { fontWeight: 700 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiButton: { defaultProps: { disableElevation: true } },
    // MUI's inputs tell an autofilled field by the animation they start on it. Each input would
    // add the two keyframes in a global style of its own (one <style> element and a style
    // recalculation per field while the page hydrates); they are added once, with the baseline.
    MuiCssBaseline: {
      styleOverrides: {
        [`@keyframes ${AUTO_FILL}`]: { from: { animationName: AUTO_FILL } },
        [`@keyframes ${AUTO_FILL_CANCEL}`]: { from: { animationName: AUTO_FILL_CANCEL } },
      },
    },
    MuiInputBase: {
      defaultProps: { disableInjectingGlobalStyles: true },
      styleOverrides: {
        // What InputBase puts on its input unless told not to inject the keyframes.
        input: { animationName: AUTO_FILL_CANCEL, animationDuration: '10ms', '&:-webkit-autofill': { animationDuration: '5000s', animationName: AUTO_FILL } },
      },
    },
    MuiLink: { defaultProps: { underline: 'hover' } },
    // A visible focus ring for keyboard users on every clickable element.
    MuiButtonBase: {
      styleOverrides: {
        root: { '&.Mui-focusVisible': { outline: `3px solid ${SITE.themeColor}`, outlineOffset: 2 } },
      },
    },
  },
});
theme = responsiveFontSizes(theme);

export default theme;
