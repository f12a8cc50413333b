import { useDataProvider } from 'react-admin';
import { GeographyBreadcrumbs } from '../../custom/geography/GeographyBreadcrumbs';
import { withPlace } from '../../custom/location/addressValues';
import { SaveFlowForm } from '../../custom/organizations/SaveFlowForm';
import { routeRegionValues, useOrganizationScope } from '../../custom/organizations/scope';
import { OrganizationFields, validateOrganization } from './OrganizationFields';
import { organizationKind } from './organizationKind';

/**
 * New Organization (/organization/new, or under a municipality, whose regions it starts
 * with: the picker shows their names). Saving creates the organization and its location in one
 * request; then the new organization's overview opens.
 */
export function OrganizationCreate() {
  const { ids, scoped, pathTo, listPath } = useOrganizationScope();
  const dataProvider = useDataProvider();
  return (
    <SaveFlowForm
      title="New Organization"
      lead={scoped ? <GeographyBreadcrumbs ids={ids} current="New Organization" /> : undefined}
      backTo={listPath}
      defaultValues={{ is_published: false, is_corkboard: false, ...routeRegionValues(ids) }}
      validate={validateOrganization}
      save={async (values) => {
        const { data: organization } = await dataProvider.create('organizations', {
          data: withPlace(values),
        });
        return {
          message: organizationKind.created(organization),
          to: pathTo('organizations', 'show', organization.id),
        };
      }}
    >
      <OrganizationFields />
    </SaveFlowForm>
  );
}
