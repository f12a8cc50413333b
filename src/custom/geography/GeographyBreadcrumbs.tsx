import { Breadcrumbs, Link } from '@mui/material';
import { LinkBase, useLocation } from 'react-admin';
import { pathTo } from '../../resources/paths';
import type { RegionIds } from './useRegionNames';
import { useRegionNames } from './useRegionNames';

/** Shown for a region whose name has not arrived yet. */
const PENDING_NAME = '…';

interface Crumb {
  label: string;
  to: string;
}

/**
 * Where the administrator is in the hierarchy (Countries > Canada > Ontario > Toronto > ...),
 * each part a link; `current` names the screen below the last region (e.g. "Edit").
 */
export function GeographyBreadcrumbs({ ids, current }: { ids: RegionIds; current?: string }) {
  const names = useRegionNames(ids);
  const { pathname } = useLocation();
  const { countryId, stateId, municipalityId } = ids;
  const crumbs: Crumb[] = [{ label: 'Countries', to: pathTo('countries', 'list') }];
  if (countryId !== undefined) {
    crumbs.push({ label: names.country ?? PENDING_NAME, to: pathTo('states', 'list', countryId) });
    if (stateId !== undefined) {
      crumbs.push({
        label: names.state ?? PENDING_NAME,
        to: pathTo('cities', 'list', countryId, stateId),
      });
      if (municipalityId !== undefined) {
        crumbs.push({
          label: names.city ?? PENDING_NAME,
          to: pathTo('cities', 'show', countryId, stateId, municipalityId),
        });
      }
    }
  }
  if (current) crumbs.push({ label: current, to: pathname });
  const last = crumbs.length - 1;
  return (
    <Breadcrumbs aria-label="Breadcrumb" sx={{ px: { xs: 1, sm: 0 } }}>
      {crumbs.map((crumb, index) => (
        <Link
          key={crumb.to}
          component={LinkBase}
          to={crumb.to}
          underline="hover"
          color={index === last ? 'text.primary' : 'inherit'}
          aria-current={index === last ? 'page' : undefined}
        >
          {crumb.label}
        </Link>
      ))}
    </Breadcrumbs>
  );
}
