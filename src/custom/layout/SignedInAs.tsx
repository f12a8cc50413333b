import { Box, ListItemText, MenuItem } from '@mui/material';
import { Fragment } from 'react';
import { useGetIdentity, useGetOne, useTranslate } from 'react-admin';
import { type RoleIdentity, useRoleName } from './roleNames';

/** A province's or municipality's name, once it has arrived. */
function RegionName({ resource, id }: { resource: string; id: number }) {
  const { data } = useGetOne(resource, { id });
  return <>{data ? String(data.name) : '…'}</>;
}

/** The provinces/states and municipalities an editor is limited to, by name. */
function RegionNames({ stateIds, cityIds }: { stateIds: number[]; cityIds: number[] }) {
  const regions = [
    ...stateIds.map((id) => ({ resource: 'lookup-states', id })),
    ...cityIds.map((id) => ({ resource: 'lookup-cities', id })),
  ];
  return regions.map(({ resource, id }, index) => (
    <Fragment key={`${resource}-${id}`}>
      {index > 0 && ', '}
      <RegionName resource={resource} id={id} />
    </Fragment>
  ));
}

/**
 * The user menu's first line: who is signed in, their role and, for an editor limited to a
 * region, its provinces and municipalities. Read, not chosen: it is not a menu item to act on.
 */
export function SignedInAs() {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const person = identity as RoleIdentity | undefined;
  const role = useRoleName(person?.role);
  if (!person?.fullName) return null;
  const stateIds = person.stateIds ?? [];
  const cityIds = person.cityIds ?? [];
  const limited = stateIds.length + cityIds.length > 0;
  return (
    <MenuItem disabled sx={{ '&.Mui-disabled': { opacity: 1 }, whiteSpace: 'normal' }}>
      <ListItemText
        primary={translate('console.layout.user_menu.signed_in_as', { name: person.fullName })}
        secondary={
          <Box component="span" sx={{ display: 'block', maxWidth: 260 }}>
            {role}
            {limited && (
              <>
                {' · '}
                {translate('console.layout.user_menu.limited_to')}{' '}
                <RegionNames stateIds={stateIds} cityIds={cityIds} />
              </>
            )}
          </Box>
        }
      />
    </MenuItem>
  );
}
