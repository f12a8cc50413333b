import { Typography } from '@mui/material';
import { useGetIdentity, useTranslate } from 'react-admin';
import type { Role } from '../../../shared/resources/access';
import type { MessageKey } from '../../i18n/text';

/** The signed-in person as the auth provider's getIdentity answers them. */
export interface RoleIdentity {
  fullName?: string;
  role?: Role;
  stateIds?: number[];
  cityIds?: number[];
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
