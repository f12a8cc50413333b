import type { Components, Theme } from '@mui/material/styles';

type ThemeComponents = Components<Omit<Theme, 'components'>>;

/**
 * What both themes add for keyboard and screen-reader users: a focus ring on every focusable
 * control, a skip link that can be seen, a clearly marked current sidebar entry, and readable
 * helper and loading texts. `focusColor` contrasts with the theme's page and paper backgrounds
 * (at least 3:1).
 */
export function accessibleComponents(focusColor: string): ThemeComponents {
  const ring = { outline: `3px solid ${focusColor}`, outlineOffset: 2 };
  // Tabs and sidebar entries sit in boxes that clip what is drawn outside them.
  const insetRing = { '&&.Mui-focusVisible': { outlineOffset: -3 } };
  return {
    MuiCssBaseline: {
      // Elements MUI does not style (plain links, react-admin's drop zones); `:where` leaves
      // MUI's own `outline: 0` on containers that only hold focus for a dialog.
      styleOverrides: { ':where(:focus-visible)': ring },
    },
    MuiButtonBase: { styleOverrides: { root: { '&.Mui-focusVisible': ring } } },
    MuiTab: { styleOverrides: { root: insetRing } },
    MuiMenuItem: { styleOverrides: { root: insetRing } },
    MuiInputBase: { styleOverrides: { root: { '&.Mui-focused': ring } } },
    MuiAppBar: {
      // On the coloured bar the ring takes the bar's text colour (`&&` outranks MuiButtonBase).
      styleOverrides: {
        root: { '&& .Mui-focusVisible, && :focus-visible': { outlineColor: 'currentColor' } },
      },
    },
    MuiFormHelperText: {
      // A disabled input's helper text still says something to read (e.g. why it is disabled).
      styleOverrides: {
        root: ({ theme }) => ({ '&.Mui-disabled': { color: theme.palette.text.secondary } }),
      },
    },
    RaLoading: {
      styleOverrides: {
        root: ({ theme }) => ({ '& .RaLoading-message': { color: theme.palette.text.secondary } }),
      },
    },
    RaSkipNavigationButton: {
      // react-admin draws it white on the page background: invisible when it appears. It
      // appears over the header, so it takes a light surface there in both modes.
      styleOverrides: {
        root: ({ theme }) => {
          const surface =
            theme.palette.mode === 'dark' ? theme.palette.primary.main : theme.palette.common.white;
          const readable = {
            backgroundColor: surface,
            color: theme.palette.getContrastText(surface),
          };
          return { ...readable, '&:hover': { ...readable, opacity: 1 }, '&:focus': ring };
        },
      },
    },
    RaMenuItemLink: {
      styleOverrides: {
        root: ({ theme }) => ({
          '&.RaMenuItemLink-active': {
            color: theme.palette.text.primary,
            fontWeight: theme.typography.fontWeightMedium,
            backgroundColor: theme.palette.action.selected,
            boxShadow: `inset 4px 0 0 ${theme.palette.primary.main}`,
            '& .RaMenuItemLink-icon': { color: theme.palette.primary.main },
          },
        }),
      },
    },
  };
}

/**
 * A name for every spinner that has none of its own, in the language shown: apart from the
 * other components, since the console's themes are built before its language is known.
 */
export function namedSpinners(name: string) {
  const spinnerName = { defaultProps: { 'aria-label': name } };
  return { MuiCircularProgress: spinnerName, MuiLinearProgress: spinnerName };
}
