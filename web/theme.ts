import { createTheme, responsiveFontSizes } from '@mui/material/styles';
import { SITE } from '../api/domain/site';
import { BORDER_RADIUS, FONT_FAMILY, PALETTE } from './themeColors';

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
