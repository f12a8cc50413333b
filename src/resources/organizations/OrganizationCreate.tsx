import { GeographyBreadcrumbs } from '../../custom/geography/GeographyBreadcrumbs';
import { withPlace } from '../../custom/location/addressValues';
import { ContentCreate } from '../shared/ContentForm';
import { OrganizationFields, validateOrganization } from './OrganizationFields';
import { organizationKind } from './organizationKind';
import { routeRegionValues, useOrganizationScope } from './scope';

/**
 * New Organization (/organization/new, or under a municipality, whose regions it starts
 * with: the picker shows their names). Saving creates the organization and its location in one
 * request; then the new organization's overview opens.
 */
export function OrganizationCreate() {
  const { ids, scoped, pathTo, listPath } = useOrganizationScope();
  return (
    <ContentCreate
      kind={organizationKind}
      title="console.organizations.new"
      lead={
        scoped ? <GeographyBreadcrumbs ids={ids} current="console.organizations.new" /> : undefined
      }
      listPath={listPath}
      savedPath={(organization) => pathTo('organizations', 'show', organization.id)}
      defaultValues={{ is_published: false, is_corkboard: false, ...routeRegionValues(ids) }}
      validate={validateOrganization}
      transform={withPlace}
      saveAlwaysEnabled
    >
      <OrganizationFields />
    </ContentCreate>
  );
}
