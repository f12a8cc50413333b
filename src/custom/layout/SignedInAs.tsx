import { Box, ListItemText, MenuItem, Typography } from '@mui/material';
import { type Identifier, useGetIdentity, useGetMany, useTranslate } from 'react-admin';
import type { Role } from '../../../shared/resources/access';
import type { MessageKey } from '../../i18n/text';

/** The signed-in person as the auth provider's getIdentity answers them. */
interface RoleIdentity {
  role?: Role;
  stateIds?: Identifier[];
  cityIds?: Identifier[];
}

/** Each role's name: Viewer, Editor, Administrator (Lecteur, Éditeur, Administrateur). */
export const ROLE_NAMES: Record<Role, MessageKey> = {
  viewer: 'console.layout.roles.viewer',
  editor: 'console.layout.roles.editor',
  administrator: 'console.layout.roles.administrator',
};

/** A role's name in the console's language; none for a role this console does not know. */
export function useRoleName(role: Role | undefined): string | null {
  const translate = useTranslate();
  const key = role && ROLE_NAMES[role];
  return key ? translate(key) : null;
}

/** The names of the provinces/states and municipalities an editor is limited to. */
function useRegionNames(identity: RoleIdentity | undefined): string {
  const stateIds = identity?.stateIds ?? [];
  const cityIds = identity?.cityIds ?? [];
  const { data: states = [] } = useGetMany('lookup-states', { ids: stateIds });
  const { data: cities = [] } = useGetMany('lookup-cities', { ids: cityIds });
  return [...states, ...cities].map((region) => String(region.name)).join(', ');
}

/** The header's role, beside the person's avatar: not on a phone, where the user menu says it. */
export function RoleBadge() {
  const { identity } = useGetIdentity();
  const name = useRoleName((identity as RoleIdentity | undefined)?.role);
  if (!name) return null;
  return (
    <Typography
      variant="body2"
      sx={{ display: { xs: 'none', sm: 'block' }, mx: 1, whiteSpace: 'nowrap', opacity: 0.9 }}
    >
      {name}
    </Typography>
  );
}

/**
 * The user menu's first line: who is signed in, their role and, for an editor limited to a
 * region, its provinces and municipalities. Read, not chosen: it is not a menu item to act on.
 */
export function SignedInAs() {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const person = identity as (RoleIdentity & { fullName?: string }) | undefined;
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
