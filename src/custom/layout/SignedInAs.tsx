import { Box, ListItemText, MenuItem } from '@mui/material';
import { useGetIdentity, useGetMany, useTranslate } from 'react-admin';
import { type RoleIdentity, useRoleName } from './roleNames';

/** The names of the provinces/states and municipalities an editor is limited to. */
function useRegionNames(identity: RoleIdentity | undefined): string {
  const { data: states = [] } = useGetMany('lookup-states', { ids: identity?.stateIds ?? [] });
  const { data: cities = [] } = useGetMany('lookup-cities', { ids: identity?.cityIds ?? [] });
  return [...states, ...cities].map((region) => String(region.name)).join(', ');
}

/**
 * The user menu's first line: who is signed in, their role and, for an editor limited to a
 * region, its provinces and municipalities. Read, not chosen: it is not a menu item to act on.
 * Loaded when the menu first opens (the dashboard's download budget).
 */
export default function SignedInAs() {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const person = identity as RoleIdentity | undefined;
  const role = useRoleName(person?.role);
  const region = useRegionNames(person);
  if (!person?.fullName) return null;
  return (
    <MenuItem disabled sx={{ '&.Mui-disabled': { opacity: 1 }, whiteSpace: 'normal' }}>
      <ListItemText
        primary={translate('console.layout.user_menu.signed_in_as', { name: person.fullName })}
        secondary={
          <Box component="span" sx={{ display: 'block', maxWidth: 260 }}>
            {role}
            {region && ` · ${translate('console.layout.user_menu.limited_to', { region })}`}
          </Box>
        }
      />
    </MenuItem>
  );
}
