import { type Identifier, useGetOne, useParams, useRecordContext, useTranslate } from 'react-admin';
import { locations as locationsDeclaration } from '../../../shared/resources/locations';
import { locationInput } from '../../../shared/schemas/location';
import { validateWith } from '../../../shared/validation';
import { AddressInputs } from '../../custom/location/AddressInputs';
import { locationAddress } from '../../custom/location/addressValues';
import { asIs } from '../../i18n/text';
import { OrganizationLead } from '../organizations/OrganizationTabs';
import { useOrganizationList, useRouteOrganization } from '../organizations/organizationLists';
import { useOrganizationScope } from '../organizations/scope';
import { CheckboxInput } from '../shared/CheckboxInput';
import { ContentCreate, ContentEdit } from '../shared/ContentForm';
import { kindWithNameTexts } from '../shared/contentKind';
import { DetailScreen, EditLinkButton, TextRows } from '../shared/DetailScreen';
import { TextInput } from '../shared/inputs';
import { ListScreen } from '../shared/ListScreen';
import { fieldColumns, statusColumn } from '../shared/listColumns';
import { publishLabel } from '../shared/PublishStatus';
import { phoneDetails } from '../shared/phoneRow';
import { RowActions } from '../shared/RowActions';

/** Texts name the location: 'Location "{name}" has been deleted' (spec 001, section 8). */
export const locationKind = kindWithNameTexts('locations', 'console.locations.one', 'name');

/** The organization of the route and its name (for breadcrumbs and headings). */
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
  const translate = useTranslate();
  const { organizationId, name, screen } = useOrganizationList(
    'locations',
    'console.locations.create',
  );
  return (
    <ListScreen
      {...screen}
      resource={locationKind.resource}
      title={
        name
          ? asIs(translate('console.locations.organization_list_title', { name }))
          : 'console.locations.list_title'
      }
      storeKey={`organization-${organizationId}-locations.listParams`}
      meta={{ organizationId }}
      rowActions={<LocationActions organizationId={organizationId} />}
      phoneRow={{
        primaryText: (location) => location.name,
        secondaryText: (location) =>
          phoneDetails(
            translate('console.shared.record_id', { id: location.id }),
            location.address_1,
            location.city,
            publishLabel(location, translate),
          ),
      }}
    >
      {fieldColumns([
        ['id', 'console.locations.columns.id'],
        ['name', 'console.locations.columns.name'],
        ['address_1', 'console.locations.columns.address'],
        ['city', 'console.locations.columns.city'],
      ])}
      {statusColumn('console.locations.columns.status')}
    </ListScreen>
  );
}

const validateLocation = (values: Record<string, unknown>) => validateWith(locationInput, values);

function LocationFields() {
  return (
    <>
      <TextInput source="name" label="console.locations.fields.name" />
      <AddressInputs />
      <CheckboxInput source="is_published" label="console.locations.fields.publish" />
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
      title="console.locations.create"
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
  const translate = useTranslate();
  const { organizationId, name } = useRouteOrganization();
  const { locationId = '' } = useParams<{ locationId: string }>();
  const { pathTo } = useOrganizationScope();
  return (
    <ContentEdit
      kind={locationKind}
      id={locationId}
      title={(location) =>
        asIs(translate('console.locations.edit_title', { name: location?.name ?? '' }))
      }
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
  ['console.locations.fields.id', 'id'],
  ['console.locations.fields.name', 'name'],
  ['console.location.fields.address_1', 'address_1'],
  ['console.location.fields.address_2', 'address_2'],
  ['console.location.fields.city', 'city'],
  ['console.location.fields.state', 'state'],
  ['console.location.fields.country', 'country'],
  ['console.location.fields.zip', 'zip'],
  ['console.location.fields.latitude', 'latitude'],
  ['console.location.fields.longitude', 'longitude'],
] as const;

/** `.../location/{locationId}`: the location's fields, Edit and Back to the locations. */
export function LocationShow() {
  const translate = useTranslate();
  const { organizationId, name } = useRouteOrganization();
  const { locationId = '' } = useParams<{ locationId: string }>();
  const { pathTo } = useOrganizationScope();
  const query = useGetOne('locations', { id: locationId });
  return (
    <DetailScreen
      history={locationsDeclaration.table}
      title={typeof query.data?.name === 'string' ? asIs(query.data.name) : 'console.locations.one'}
      lead={<OrganizationLead organizationId={organizationId} name={name} />}
      query={query}
      fallback="console.locations.load_failed"
      backTo={pathTo('locations', 'list', organizationId)}
      actions={(location) => (
        <EditLinkButton
          to={pathTo('locations', 'edit', organizationId, location.id)}
          resource={locationKind.resource}
          record={location}
        />
      )}
      heading={(location) => asIs(translate('console.locations.heading', { name: location.name }))}
    >
      {(location) => (
        <TextRows
          rows={[
            ...LOCATION_FIELDS.map(([label, field]) => [label, location[field]] as const),
            [
              'console.locations.fields.published',
              translate(location.is_published ? 'ra.boolean.true' : 'ra.boolean.false'),
            ],
          ]}
        />
      )}
    </DetailScreen>
  );
}
