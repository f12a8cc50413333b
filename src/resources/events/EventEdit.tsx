import {
  Loading,
  type RaRecord,
  useGetList,
  useGetOne,
  useParams,
  useTranslate,
} from 'react-admin';
import { addressValues } from '../../custom/location/addressValues';
import { asIs } from '../../i18n/text';
import { LoadError } from '../../ui/LoadError';
import { OrganizationLead } from '../organizations/OrganizationTabs';
import { useOrganizationScope } from '../organizations/scope';
import { ContentEdit } from '../shared/ContentForm';
import { toDateTimeLocal } from './dates';
import { EventFields, eventValues, validateEvent } from './EventFields';
import { eventKind } from './eventKind';
import { initialLocationChoice, offeredLocations } from './eventLocation';

const validateEditedEvent = validateEvent({ imagesRequired: false });

/**
 * The form's values from the event as loaded: its location chosen among `offered` (the address
 * inputs start from its address, should another be chosen), its times in local time.
 */
const eventFormValues = (offered: readonly RaRecord[]) => (event: RaRecord) => ({
  ...addressValues((event.location as RaRecord | null) ?? null),
  location_id: initialLocationChoice(offered, event.location_id),
  start_time: toDateTimeLocal(event.start_time),
  end_time: toDateTimeLocal(event.end_time),
});

/**
 * Edit Event (`.../event/{id}/edit`): its location chosen, another of the organization's or
 * another address can be; saved in one request; a 409 keeps the input and offers Reload; Back
 * and success lead to the events list.
 */
export function EventEdit() {
  const { organizationId = '', eventId = '' } = useParams<{
    organizationId: string;
    eventId: string;
  }>();
  const { pathTo } = useOrganizationScope();
  const translate = useTranslate();
  const organization = useGetOne('organizations', { id: organizationId });
  const loaded = useGetOne('events', { id: eventId });
  const locations = useGetList('locations', {
    pagination: { page: 1, perPage: 100 },
    meta: { organizationId },
  });

  const failed = [loaded, organization, locations].find((query) => query.isError);
  if (failed) {
    return (
      <LoadError
        error={failed.error}
        fallback={translate('console.events.load_failed')}
        onRetry={() => failed.refetch()}
      />
    );
  }
  if (!loaded.data || !organization.data || locations.isPending) return <Loading />;
  const event = loaded.data;
  const owner = organization.data;
  const offered = offeredLocations(
    locations.data ?? [],
    owner.location_id,
    event.location as RaRecord | null,
  );
  return (
    <ContentEdit
      kind={eventKind}
      id={event.id}
      title={(record) =>
        asIs(translate('console.events.edit_title', { title: record?.title ?? event.title }))
      }
      lead={<OrganizationLead organizationId={owner.id} name={owner.name} />}
      listPath={pathTo('events', 'list', owner.id)}
      formValues={eventFormValues(offered)}
      transform={(values, previous) => eventValues(values, previous?.organization_id ?? owner.id)}
      validate={validateEditedEvent}
      saveAlwaysEnabled
    >
      <EventFields offered={offered} ownLocationId={owner.location_id} />
    </ContentEdit>
  );
}
