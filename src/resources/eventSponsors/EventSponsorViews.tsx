import { DataTable, ReferenceInput } from 'react-admin';
import { sponsorshipLinks } from '../../../shared/resources/eventLinks';
import { sponsorshipInput } from '../../../shared/schemas/event';
import { validateWith } from '../../../shared/validation';
import {
  type EventMember,
  EventMemberCreate,
  EventMemberList,
  EventMemberShow,
} from '../events/EventMemberScreens';
import { type ContentKind, kindWithNameTexts } from '../shared/contentKind';
import { AutocompleteInput } from '../shared/inputs';

/** Texts name the sponsor: 'Sponsor "{name}" has been deleted' (spec 001, section 8). */
/** Texts name the sponsor; a new sponsorship is named by its ID. */
export const eventSponsorKind: ContentKind<'event-sponsors'> = {
  ...kindWithNameTexts('event-sponsors', 'Sponsor', 'name'),
  created: (sponsorship) => `Sponsor with ID ${sponsorship.id} has been created`,
};

const sponsor: EventMember = {
  kind: eventSponsorKind,
  ofEvent: true,
  table: sponsorshipLinks.table,
};

/** `.../event/{id}/sponsors`: the event's sponsors, searched by name; New Sponsor. */
export function EventSponsorList() {
  return (
    <EventMemberList
      member={sponsor}
      title={(eventTitle) => `Sponsors of the event: ${eventTitle}`}
      storeKey={(eventId) => `event-${eventId}-sponsors.listParams`}
      newLabel="New Sponsor"
    >
      <DataTable.Col source="id" label="ID" />
      <DataTable.Col source="name" label="SPONSOR" />
    </EventMemberList>
  );
}

/** An organization searched by name as the user types (GET /admin/organization?name=). */
export function OrganizationAutocomplete({ source, label }: { source: string; label: string }) {
  return (
    <ReferenceInput source={source} reference="organizations">
      <AutocompleteInput
        label={label}
        optionText="name"
        filterToQuery={(text: string) => ({ q: text })}
      />
    </ReferenceInput>
  );
}

/** `.../event/{id}/sponsor/new`: an organization sponsoring the event. */
export function EventSponsorCreate() {
  return (
    <EventMemberCreate
      member={sponsor}
      title="New Sponsor"
      defaultValues={(eventId) => ({ event_id: Number(eventId) })}
      validate={(values) => validateWith(sponsorshipInput, values)}
      data={(values, eventId) => ({ sponsor_id: values.sponsor_id, event_id: Number(eventId) })}
    >
      <OrganizationAutocomplete source="sponsor_id" label="Sponsor" />
    </EventMemberCreate>
  );
}

/** `.../event/{id}/sponsor/{sponsorId}`: one sponsorship of the event. */
export function EventSponsorShow() {
  return (
    <EventMemberShow
      member={sponsor}
      param="sponsorId"
      title={(sponsorship) => `Sponsor: ${sponsorship.name ?? sponsorship.sponsor_id}`}
      fields={(sponsorship) => [
        ['ID', sponsorship.id],
        ['Sponsor', sponsorship.name],
        ['Sponsor ID', sponsorship.sponsor_id],
        ['Event ID', sponsorship.event_id],
      ]}
      noun="Sponsor"
    />
  );
}
