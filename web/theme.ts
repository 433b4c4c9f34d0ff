import { createTheme, responsiveFontSizes } from '@mui/material/styles';
import { SITE } from '../api/domain/site';

let theme = createTheme({
  palette: {
    primary: { main: SITE.themeColor, dark: '#0D47A1', light: '#5E92F3', contrastText: '#FFFFFF' },
    secondary: { main: '#FF6B6B', contrastText: '#FFFFFF' },
    background: { default: '#F7F9FC', paper: '#FFFFFF' },
    text: { primary: '#1A2233', secondary: '#4A5568' },
  },
  shape: { borderRadius: 10 },
  typography: {
    // Roboto's metric-compatible stand-ins come next (web/fontFallback.css): no shift when it loads.
    fontFamily: 'Roboto, "Roboto Local", "Roboto Fallback", system-ui, -apple-system, "Segoe UI", Arial, sans-serif',
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
