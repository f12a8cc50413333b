import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';
import { brandColors } from './brand';

export const lightTheme: RaThemeOptions = {
  ...defaultLightTheme,
  palette: {
    ...defaultLightTheme.palette,
    primary: { main: brandColors.primary },
    secondary: { main: brandColors.primary },
  },
};

export const darkTheme: RaThemeOptions = {
  ...defaultDarkTheme,
  palette: {
    ...defaultDarkTheme.palette,
    primary: { main: brandColors.primaryDark },
  },
};
