import { createTheme } from '@mui/material/styles';
import { accessibleComponents, namedSpinners } from '../theme/accessibility';
import { brandColors } from '../theme/brand';
import { readThemeMode } from '../theme/themeMode';

/**
 * The login screen's theme: the console's brand colours in the mode the user last chose, its
 * spinners named `spinnerName` (in the screen's language).
 */
export function createLoginTheme(spinnerName: string) {
  const mode = readThemeMode();
  const primary = mode === 'dark' ? brandColors.primaryDark : brandColors.primary;
  return createTheme({
    palette: {
      mode,
      primary: { main: primary },
      background: mode === 'dark' ? {} : { default: '#eef3f6' },
    },
    components: { ...accessibleComponents(primary), ...namedSpinners(spinnerName) },
  });
}
