import { createTheme } from '@mui/material/styles';
import { brandColors } from '../theme/brand';
import { readThemeMode } from '../theme/themeMode';

/** The login screen's theme: the console's brand colours in the mode the user last chose. */
export function createLoginTheme() {
  const mode = readThemeMode();
  return createTheme({
    palette: {
      mode,
      primary: { main: mode === 'dark' ? brandColors.primaryDark : brandColors.primary },
      background: mode === 'dark' ? {} : { default: '#eef3f6' },
    },
  });
}
