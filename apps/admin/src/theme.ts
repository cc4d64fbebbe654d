// The console's MUI theme: react-admin's default with the brand palette of the guest app
// (terracotta brand-700/800, leaf-700 for success, on sand), chosen for WCAG AA contrast with white text.
import { defaultTheme, type RaThemeOptions } from 'react-admin';

export const BRAND = {
  terracotta: '#9a3412', // white on it: 7.3:1
  terracottaDark: '#7c2d12',
  leaf: '#166534', // white on it: 7.1:1
  danger: '#b91c1c', // on the filled-field grey: 5.6:1
  amber: '#b45309', // white on it: 5:1 (MUI's #ed6c02 is 3.1:1)
  sky: '#0369a1', // white on it: 5.9:1 (MUI's #0288d1 is 3.9:1)
  sand: '#fdfaf5',
  ink: '#1c1917',
  inkMuted: '#57504a', // on sand: 7:1
} as const;

export const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    mode: 'light',
    primary: { main: BRAND.terracotta, dark: BRAND.terracottaDark, contrastText: '#ffffff' },
    // react-admin paints its app bar with `secondary`: the darker terracotta, white on it 9.4:1.
    secondary: { main: BRAND.terracottaDark, contrastText: '#ffffff' },
    success: { main: BRAND.leaf, contrastText: '#ffffff' },
    // MUI's #d32f2f is 4.2:1 on a filled field's grey; this red keeps error labels above 4.5:1.
    error: { main: BRAND.danger, contrastText: '#ffffff' },
    // Pending and admin chips are filled with these, under white text.
    warning: { main: BRAND.amber, contrastText: '#ffffff' },
    info: { main: BRAND.sky, contrastText: '#ffffff' },
    background: { default: BRAND.sand, paper: '#ffffff' },
    text: { primary: BRAND.ink, secondary: BRAND.inkMuted },
  },
  shape: { borderRadius: 8 },
  components: {
    ...defaultTheme.components,
    // A visible focus ring on every button-like control, not only the MUI ripple.
    MuiButtonBase: {
      styleOverrides: {
        root: {
          '&.Mui-focusVisible': { outline: `3px solid ${BRAND.terracotta}`, outlineOffset: 2 },
        },
      },
    },
  },
};
