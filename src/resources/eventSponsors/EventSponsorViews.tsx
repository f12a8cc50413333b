import { DataTable, useTranslate } from 'react-admin';
import { sponsorshipLinks } from '../../../shared/resources/eventLinks';
import { sponsorshipInput } from '../../../shared/schemas/event';
import { validateWith } from '../../../shared/validation';
import { asIs } from '../../i18n/text';
import {
  type EventMember,
  EventMemberCreate,
  EventMemberList,
  EventMemberShow,
} from '../events/EventMemberScreens';
import { type ContentKind, kindWithNameTexts } from '../shared/contentKind';
import { OrganizationAutocomplete } from '../shared/OrganizationAutocomplete';

/**
 * Texts name the sponsor: 'Sponsor "{name}" has been deleted' (spec 001, section 8); a new
 * sponsorship is named by its ID.
 */
export const eventSponsorKind: ContentKind<'event-sponsors'> = {
  ...kindWithNameTexts('event-sponsors', 'console.eventSponsors.noun', 'name'),
  created: (sponsorship, translate) =>
    translate('console.eventSponsors.created', { id: sponsorship.id }),
};

const sponsor: EventMember = {
  kind: eventSponsorKind,
  ofEvent: true,
  table: sponsorshipLinks.table,
};

/** `.../event/{id}/sponsors`: the event's sponsors, searched by name; New Sponsor. */
export function EventSponsorList() {
  const translate = useTranslate();
  return (
    <EventMemberList
      member={sponsor}
      title={(title) => asIs(translate('console.eventSponsors.list_title', { title }))}
      storeKey={(eventId) => `event-${eventId}-sponsors.listParams`}
      newLabel="console.eventSponsors.new"
    >
      <DataTable.Col source="id" label="console.shared.columns.id" />
      <DataTable.Col source="name" label="console.eventSponsors.columns.sponsor" />
    </EventMemberList>
  );
}

/** `.../event/{id}/sponsor/new`: an organization sponsoring the event. */
export function EventSponsorCreate() {
  return (
    <EventMemberCreate
      member={sponsor}
      title="console.eventSponsors.new"
      defaultValues={(eventId) => ({ event_id: Number(eventId) })}
      validate={(values) => validateWith(sponsorshipInput, values)}
      data={(values, eventId) => ({ sponsor_id: values.sponsor_id, event_id: Number(eventId) })}
    >
      <OrganizationAutocomplete source="sponsor_id" label="console.eventSponsors.fields.sponsor" />
    </EventMemberCreate>
  );
}

/** `.../event/{id}/sponsor/{sponsorId}`: one sponsorship of the event. */
export function EventSponsorShow() {
  const translate = useTranslate();
  return (
    <EventMemberShow
      member={sponsor}
      param="sponsorId"
      title={(sponsorship) =>
        asIs(
          translate('console.eventSponsors.show_title', {
            name: sponsorship.name ?? sponsorship.sponsor_id,
          }),
        )
      }
      fields={(sponsorship) => [
        ['console.eventSponsors.fields.id', sponsorship.id],
        ['console.eventSponsors.fields.sponsor', sponsorship.name],
        ['console.eventSponsors.fields.sponsor_id', sponsorship.sponsor_id],
        ['console.eventSponsors.fields.event_id', sponsorship.event_id],
      ]}
      noun="console.eventSponsors.noun"
      loadFailed="console.eventSponsors.load_failed"
    />
  );
}
