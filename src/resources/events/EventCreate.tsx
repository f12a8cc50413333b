import { Loading, useGetList, useGetOne, useParams, useTranslate } from 'react-admin';
import { LoadError } from '../../ui/LoadError';
import { OrganizationLead } from '../organizations/OrganizationTabs';
import { routeRegionValues, useOrganizationScope } from '../organizations/scope';
import { ALL_CATEGORIES } from '../shared/CategorySelect';
import { ContentCreate } from '../shared/ContentForm';
import { EventFields, eventValues, validateEvent } from './EventFields';
import { eventKind } from './eventKind';
import { initialLocationChoice, offeredLocations } from './eventLocation';

const validateNewEvent = validateEvent({ imagesRequired: true });

/**
 * Create Event (`.../organization/{id}/event/new`): a spinner until the organization, the
 * categories and the organization's locations have loaded (spec 001, section 2). The place
 * is the organization's own location unless another is chosen; saving links the event to the
 * chosen location (or makes a location of the organization at another address) in one
 * request, and opens the events list.
 */
export function EventCreate() {
  const { organizationId = '' } = useParams<{ organizationId: string }>();
  const { ids, pathTo } = useOrganizationScope();
  const translate = useTranslate();
  const organization = useGetOne('organizations', { id: organizationId });
  const categories = useGetList('categories', ALL_CATEGORIES);
  const locations = useGetList('locations', {
    pagination: { page: 1, perPage: 100 },
    meta: { organizationId },
  });
  const failed = [organization, categories, locations].find((query) => query.isError);
  if (failed) {
    return (
      <LoadError
        error={failed.error}
        fallback={translate('console.events.organization_load_failed')}
        onRetry={() => failed.refetch()}
      />
    );
  }
  if (!organization.data || categories.isPending || locations.isPending) return <Loading />;
  const owner = organization.data;
  const offered = offeredLocations(locations.data ?? [], owner.location_id);
  return (
    <ContentCreate
      kind={eventKind}
      title="console.events.create_title"
      lead={<OrganizationLead organizationId={owner.id} name={owner.name} />}
      listPath={pathTo('events', 'list', owner.id)}
      defaultValues={{
        is_published: false,
        organization_id: owner.id,
        location_id: initialLocationChoice(offered),
        ...routeRegionValues(ids),
      }}
      validate={validateNewEvent}
      transform={(values) => eventValues(values, owner.id)}
      saveAlwaysEnabled
    >
      <EventFields offered={offered} ownLocationId={owner.location_id} />
    </ContentCreate>
  );
}
