import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';
import { accessibleComponents } from './accessibility';
import { brandColors } from './brand';
import { layoutComponents } from './layoutComponents';

/**
 * MUI writes white on a coloured button when the contrast reaches 3:1 (white on dark mode's
 * error red: 3.7:1); text needs 4.5:1, so below that it writes dark text.
 */
const WCAG_TEXT_CONTRAST = 4.5;

export const lightTheme: RaThemeOptions = {
  ...defaultLightTheme,
  palette: {
    ...defaultLightTheme.palette,
    primary: { main: brandColors.primary },
    secondary: { main: brandColors.primary },
    // MUI's #ed6c02 is 3.1:1 on white: too faint for text such as the "Pending" chips.
    warning: { main: '#a64b00' },
    contrastThreshold: WCAG_TEXT_CONTRAST,
  },
  components: {
    ...defaultLightTheme.components,
    ...layoutComponents,
    ...accessibleComponents(brandColors.primary),
  },
};

export const darkTheme: RaThemeOptions = {
  ...defaultDarkTheme,
  palette: {
    ...defaultDarkTheme.palette,
    primary: { main: brandColors.primaryDark },
    contrastThreshold: WCAG_TEXT_CONTRAST,
  },
  components: {
    ...defaultDarkTheme.components,
    ...layoutComponents,
    ...accessibleComponents(brandColors.primaryDark),
  },
};

/** The console's two themes; light until the administrator picks dark (kept in the store). */
export const consoleThemes = {
  theme: lightTheme,
  darkTheme,
  defaultTheme: 'light',
} as const;
