import { Breadcrumbs, Link } from '@mui/material';
import { LinkBase, useLocation, useTranslate } from 'react-admin';
import { type Text, useText } from '../../i18n/text';
import { pathTo } from '../../resources/paths';
import type { RegionIds } from './useRegionNames';
import { useRegionNames } from './useRegionNames';

/** Shown for a region whose name has not arrived yet. */
const PENDING_NAME = '…';

interface Crumb {
  label: string;
  to: string;
}

interface GeographyBreadcrumbsProps {
  ids: RegionIds;
  /** What is below the last region: a screen (`ra.action.edit`) or a record, by its name. */
  current?: Text;
}

/**
 * Where the administrator is in the hierarchy (Countries > Canada > Ontario > Toronto > ...),
 * each part a link, then the screen or record below the last region.
 */
export function GeographyBreadcrumbs({ ids, current }: GeographyBreadcrumbsProps) {
  const translate = useTranslate();
  const show = useText();
  const names = useRegionNames(ids);
  const { pathname } = useLocation();
  const { countryId, stateId, municipalityId } = ids;
  const crumbs: Crumb[] = [
    {
      label: translate('console.geography.breadcrumbs.countries'),
      to: pathTo('countries', 'list'),
    },
  ];
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
  if (current) crumbs.push({ label: show(current), to: pathname });
  const last = crumbs.length - 1;
  return (
    <Breadcrumbs
      aria-label={translate('console.geography.breadcrumbs.label')}
      sx={{ px: { xs: 1, sm: 0 } }}
    >
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
