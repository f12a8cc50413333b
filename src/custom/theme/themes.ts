import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';
import { brandColors } from './brand';
import { layoutComponents } from './layoutComponents';

export const lightTheme: RaThemeOptions = {
  ...defaultLightTheme,
  palette: {
    ...defaultLightTheme.palette,
    primary: { main: brandColors.primary },
    secondary: { main: brandColors.primary },
  },
  components: { ...defaultLightTheme.components, ...layoutComponents },
};

export const darkTheme: RaThemeOptions = {
  ...defaultDarkTheme,
  palette: {
    ...defaultDarkTheme.palette,
    primary: { main: brandColors.primaryDark },
  },
  components: { ...defaultDarkTheme.components, ...layoutComponents },
};
