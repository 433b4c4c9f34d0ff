import { createTheme, responsiveFontSizes, type Theme } from '@mui/material/styles';
import { resourceTypeKey } from '../api/domain/rules';
import { SITE } from '../api/domain/site';
import { BORDER_RADIUS, FONT_FAMILY, PALETTE, type Swatch } from './themeColors';

export type { Swatch };

declare module '@mui/material/styles' {
  interface Palette {
    brand: typeof PALETTE.brand;
    rating: typeof PALETTE.rating;
    badge: Record<string, Swatch>;
    resourceType: Record<string, Swatch>;
    providerType: Record<string, Swatch>;
    routePoint: typeof PALETTE.routePoint;
    area: typeof PALETTE.area;
  }
  interface PaletteOptions {
    brand?: typeof PALETTE.brand;
    rating?: typeof PALETTE.rating;
    badge?: Record<string, Swatch>;
    resourceType?: Record<string, Swatch>;
    providerType?: Record<string, Swatch>;
    routePoint?: typeof PALETTE.routePoint;
    area?: typeof PALETTE.area;
  }
}

/** A badge's colours ('Most Popular', 'Best Value', 'Local Favorite'; any other badge alike). */
// A component drawn without this theme (a bare test render) reads the same palette from here.
export const badgeSwatch = (theme: Theme, badge: string): Swatch => {
  const swatches = theme.palette.badge ?? PALETTE.badge;
  return swatches[badge] ?? swatches.other;
};

/** A resource type's colours, whatever its case ('Guide', 'GUIDE'); unknown types share one. */
export const resourceTypeSwatch = (theme: Theme, type: string): Swatch => {
  const swatches = theme.palette.resourceType ?? PALETTE.resourceType;
  return swatches[resourceTypeKey(type)] ?? swatches.OTHER;
};

/** A provider type's colours (its image placeholder): 'Taxi Service' yellow with dark text; unknown types grey. */
export const providerTypeSwatch = (theme: Theme, type: string | null | undefined): Swatch => {
  const swatches = theme.palette.providerType ?? PALETTE.providerType;
  return (type && swatches[type.trim()]) || swatches.other;
};

/**
 * The banners' gradient (the inner pages' hero; the home hero too, at 55 %): from the brand's deep
 * blue through the primary colour, reached at `middle` per cent, to its bright blue.
 */
export const bannerGradient = (theme: Theme, middle = 70): string => {
  const brand = theme.palette.brand ?? PALETTE.brand;
  return `linear-gradient(135deg, ${brand.deep} 0%, ${theme.palette.primary.main} ${middle}%, ${brand.bright} 100%)`;
};

/** The animations MUI's InputBase listens for (its handleAutoFill) to see a browser's autofill. */
const AUTO_FILL = 'mui-auto-fill';
const AUTO_FILL_CANCEL = 'mui-auto-fill-cancel';

let theme = createTheme({
  palette: PALETTE,
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
