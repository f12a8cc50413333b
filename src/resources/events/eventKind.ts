import { kindWithIdTexts } from '../shared/contentKind';

/** Texts name the event by id: 'Event with ID {id} has been deleted' (spec 001, section 8). */
export const eventKind = kindWithIdTexts('events', 'console.events.noun');

/** The same texts for a row of an organization's events list. */
export const organizationEventKind = { ...eventKind, resource: 'organization-events' };
