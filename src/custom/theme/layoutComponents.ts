import type { Theme } from '@mui/material/styles';
import type { RaThemeOptions } from 'react-admin';

/**
 * What both themes add to react-admin's components: a page never wider than the screen, a
 * header whose title is never cut, and one header style for every list's table
 * (docs/architecture.md, "Phone width").
 */
export const layoutComponents = {
  RaLayout: {
    styleOverrides: {
      root: ({ theme }: { theme: Theme }) => ({
        // react-admin sizes the layout to its widest content ('fit-content'), so a wide table
        // or a tab bar made the whole page scroll sideways on a phone.
        minWidth: 0,
        '& .RaLayout-content': { minWidth: 0 },
        // On a phone the header is in the page's flow (below), so nothing sits under it.
        [theme.breakpoints.down('sm')]: { '& .RaLayout-appFrame': { marginTop: 0 } },
      }),
    },
  },
  // The same inside a list: its main column (toolbar, tabs, table) beside an optional aside.
  RaList: { styleOverrides: { root: { '& .RaList-main': { minWidth: 0 } } } },
  RaAppBar: {
    styleOverrides: {
      root: ({ theme }: { theme: Theme }) => ({
        // On a phone the icons leave the title no room beside them: it takes a line of its own
        // under them and wraps, and the header grows (sticky rather than fixed) to hold it.
        [theme.breakpoints.down('sm')]: {
          position: 'sticky',
          '& .RaAppBar-toolbar': { flexWrap: 'wrap' },
          '& .RaAppBar-menuButton': { marginRight: 'auto' },
          '& #react-admin-title': {
            order: 1,
            flexBasis: '100%',
            whiteSpace: 'normal',
            overflowWrap: 'anywhere',
            fontSize: '1.125rem',
            lineHeight: 1.3,
            padding: theme.spacing(0, 1, 1),
          },
        },
      }),
    },
  },
  RaDataTable: {
    styleOverrides: {
      root: ({ theme }: { theme: Theme }) => ({
        // The spec writes some headers in capitals (ID, NAME, STATUS): every list shows its
        // headers so, whatever their text's case.
        '& .RaDataTable-headerCell': {
          textTransform: 'uppercase',
          fontWeight: 600,
          letterSpacing: '0.03em',
        },
        // Between phone and desktop widths a table too wide for its card scrolls inside it.
        [theme.breakpoints.down('md')]: { overflowX: 'auto' },
      }),
    },
  },
} satisfies RaThemeOptions['components'];
