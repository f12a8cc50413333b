import {
  DataTable,
  type Identifier,
  type RaRecord,
  useGetOne,
  useParams,
  useRecordContext,
} from 'react-admin';
import { locations as locationsDeclaration } from '../../../shared/resources/locations';
import { locationInput } from '../../../shared/schemas/location';
import { validateWith } from '../../../shared/validation';
import { AddressInputs } from '../../custom/location/AddressInputs';
import { locationAddress } from '../../custom/location/addressValues';
import { OrganizationLead } from '../organizations/OrganizationTabs';
import { useOrganizationScope } from '../organizations/scope';
import { CheckboxInput } from '../shared/CheckboxInput';
import { ContentCreate, ContentEdit } from '../shared/ContentForm';
import { CreateLinkButton } from '../shared/CreateLinkButton';
import { kindWithNameTexts } from '../shared/contentKind';
import { DetailScreen, EditLinkButton, TextRows } from '../shared/DetailScreen';
import { TextInput } from '../shared/inputs';
import { phoneDetails } from '../shared/ListRecords';
import { ListScreen } from '../shared/ListScreen';
import { PublishStatus, publishLabel } from '../shared/PublishStatus';
import { RowActions } from '../shared/RowActions';

/** Texts name the location: 'Location "{name}" has been deleted' (spec 001, section 8). */
export const locationKind = kindWithNameTexts('locations', 'Location', 'name');

/** The organization of the route and its name (for breadcrumbs and headings). */
function useRouteOrganization() {
  const { organizationId = '' } = useParams<{ organizationId: string }>();
  const { data } = useGetOne('organizations', { id: organizationId });
  return { organizationId, name: data?.name as string | undefined };
}

function LocationActions({ organizationId }: { organizationId: Identifier }) {
  const { pathTo } = useOrganizationScope();
  const location = useRecordContext();
  if (!location) return null;
  return (
    <RowActions
      view={pathTo('locations', 'show', organizationId, location.id)}
      edit={pathTo('locations', 'edit', organizationId, location.id)}
      deleteKind={locationKind}
    />
  );
}

/** `{prefix}/organization/{id}/locations`: the organization's locations. */
export function LocationList() {
  const { organizationId, name } = useRouteOrganization();
  const { pathTo } = useOrganizationScope();
  return (
    <ListScreen
      resource={locationKind.resource}
      title={name ? `Locations of ${name}` : 'Locations'}
      lead={<OrganizationLead organizationId={organizationId} name={name} />}
      storeKey={`organization-${organizationId}-locations.listParams`}
      meta={{ organizationId }}
      rowLink={(location: RaRecord) => pathTo('locations', 'show', organizationId, location.id)}
      rowActions={<LocationActions organizationId={organizationId} />}
      phoneRow={{
        primaryText: (location) => location.name,
        secondaryText: (location) =>
          phoneDetails(
            `ID ${location.id}`,
            location.address_1,
            location.city,
            publishLabel(location),
          ),
      }}
      actions={
        <CreateLinkButton
          to={pathTo('locations', 'create', organizationId)}
          label="Create Location"
        />
      }
    >
      <DataTable.Col source="id" label="ID" />
      <DataTable.Col source="name" label="NAME" />
      <DataTable.Col source="address_1" label="ADDRESS" />
      <DataTable.Col source="city" label="CITY" />
      <DataTable.Col source="is_published" label="STATUS" render={() => <PublishStatus />} />
    </ListScreen>
  );
}

const validateLocation = (values: Record<string, unknown>) => validateWith(locationInput, values);

function LocationFields() {
  return (
    <>
      <TextInput source="name" label="Name" />
      <AddressInputs />
      <CheckboxInput source="is_published" label="Publish" />
    </>
  );
}

/** What a location form sends: its name, publish state and address. */
const locationValues = (values: Record<string, unknown>) => ({
  name: values.name,
  is_published: values.is_published,
  ...locationAddress(values),
});

/** `.../location/new`: a new location of the route's organization. */
export function LocationCreate() {
  const { organizationId, name } = useRouteOrganization();
  const { pathTo } = useOrganizationScope();
  return (
    <ContentCreate
      kind={locationKind}
      title="Create Location"
      lead={<OrganizationLead organizationId={organizationId} name={name} />}
      listPath={pathTo('locations', 'list', organizationId)}
      defaultValues={{ is_published: false }}
      validate={validateLocation}
      transform={(values) => ({
        ...locationValues(values),
        organization_id: Number(organizationId),
      })}
      saveAlwaysEnabled
    >
      <LocationFields />
    </ContentCreate>
  );
}

/** `.../location/{locationId}/edit`: a 409 keeps the input and offers Reload. */
export function LocationEdit() {
  const { organizationId, name } = useRouteOrganization();
  const { locationId = '' } = useParams<{ locationId: string }>();
  const { pathTo } = useOrganizationScope();
  return (
    <ContentEdit
      kind={locationKind}
      id={locationId}
      title={(location) => `Edit Location: ${location?.name ?? ''}`}
      lead={<OrganizationLead organizationId={organizationId} name={name} />}
      listPath={pathTo('locations', 'list', organizationId)}
      validate={validateLocation}
      transform={locationValues}
      saveAlwaysEnabled
    >
      <LocationFields />
    </ContentEdit>
  );
}

const LOCATION_FIELDS = [
  ['ID', 'id'],
  ['Name', 'name'],
  ['Address 1', 'address_1'],
  ['Address 2', 'address_2'],
  ['City', 'city'],
  ['State', 'state'],
  ['Country', 'country'],
  ['Zip', 'zip'],
  ['Latitude', 'latitude'],
  ['Longitude', 'longitude'],
] as const;

/** `.../location/{locationId}`: the location's fields, Edit and Back to the locations. */
export function LocationShow() {
  const { organizationId, name } = useRouteOrganization();
  const { locationId = '' } = useParams<{ locationId: string }>();
  const { pathTo } = useOrganizationScope();
  const query = useGetOne('locations', { id: locationId });
  return (
    <DetailScreen
      history={locationsDeclaration.table}
      title={query.data?.name ?? 'Location'}
      lead={<OrganizationLead organizationId={organizationId} name={name} />}
      query={query}
      fallback="The location could not be loaded."
      backTo={pathTo('locations', 'list', organizationId)}
      actions={(location) => (
        <EditLinkButton to={pathTo('locations', 'edit', organizationId, location.id)} />
      )}
      heading={(location) => `Location: ${location.name}`}
    >
      {(location) => (
        <TextRows
          rows={[
            ...LOCATION_FIELDS.map(([label, field]) => [label, location[field]] as const),
            ['Published?', location.is_published ? 'Yes' : 'No'],
          ]}
        />
      )}
    </DetailScreen>
  );
}
