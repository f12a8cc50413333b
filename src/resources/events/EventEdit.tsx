import { Loading, type RaRecord, useGetOne, useParams, useTranslate } from 'react-admin';
import { LoadError } from '../../custom/LoadError';
import { addressValues } from '../../custom/location/addressValues';
import { asIs } from '../../i18n/text';
import { OrganizationLead } from '../organizations/OrganizationTabs';
import { useOrganizationScope } from '../organizations/scope';
import { ContentEdit } from '../shared/ContentForm';
import { toDateTimeLocal } from './dates';
import { EventFields, eventValues, validateEvent } from './EventFields';
import { eventKind } from './eventKind';

const validateEditedEvent = validateEvent({ imagesRequired: false });

/** The form's values from the event as loaded: its place's address, its times in local time. */
const eventFormValues = (event: RaRecord) => ({
  ...addressValues((event.location as RaRecord | null) ?? null),
  start_time: toDateTimeLocal(event.start_time),
  end_time: toDateTimeLocal(event.end_time),
});

/**
 * Edit Event (`.../event/{id}/edit`): the event and its location are saved in one request; a
 * 409 keeps the input and offers Reload; Back and success lead to the events list.
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

  const failed = [loaded, organization].find((query) => query.isError);
  if (failed) {
    return (
      <LoadError
        error={failed.error}
        fallback={translate('console.events.load_failed')}
        onRetry={() => failed.refetch()}
      />
    );
  }
  if (!loaded.data || !organization.data) return <Loading />;
  const event = loaded.data;
  const owner = organization.data;
  return (
    <ContentEdit
      kind={eventKind}
      id={event.id}
      title={(record) =>
        asIs(translate('console.events.edit_title', { title: record?.title ?? event.title }))
      }
      lead={<OrganizationLead organizationId={owner.id} name={owner.name} />}
      listPath={pathTo('events', 'list', owner.id)}
      formValues={eventFormValues}
      transform={(values, previous) => ({
        ...eventValues(values, previous?.organization_id ?? owner.id),
        location_updated_at: (previous?.location as RaRecord | null)?.updated_at,
      })}
      validate={validateEditedEvent}
      saveAlwaysEnabled
    >
      <EventFields />
    </ContentEdit>
  );
}
