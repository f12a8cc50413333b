import type { HistoryTable } from '../../shared/resources/history';
import { regionLevels } from '../../shared/resources/regions';

/**
 * What the history and the trash know of each table of records (alias `r` in the expressions):
 * how a record is named (deleted ones too), the ids its console screen sits under (outermost
 * first), the live records it needs to come back (every reference its create route checks: a
 * municipality's province, an event's category and location), and the records one delete
 * removed with it (an organization's locations), which come back with it.
 */
export interface RecordTable {
  /** How running text names one: "province/state". */
  noun: string;
  /** SQL naming the record. */
  name: string;
  /** SQL of the ids of the records its screen sits under. */
  parents: readonly string[];
  /**
   * Its references that must be live for it to be restored, outermost first: each one its create
   * route checks (column and table). One that is among its `parents` is what it belongs to.
   */
  needs?: readonly RecordNeed[];
  /** Records deleted with it (same moment, pointing at it by `column`), restored with it. */
  dependents?: readonly { table: HistoryTable; column: string }[];
  /** What a live record it would clash with shares, when restoring breaks a unique rule. */
  clash?: string;
}

export interface RecordNeed {
  column: string;
  table: HistoryTable;
}

/** A place's regions, as a location's row names them (country first). */
const placeNeeds: readonly RecordNeed[] = regionLevels.map((level) => ({
  column: level.locationColumn,
  table: level.table,
}));

const byOrganization = (column: string) =>
  `(SELECT o.name FROM organizations o WHERE o.id = r.${column})`;
const eventParents = [
  '(SELECT e.organization_id FROM events e WHERE e.id = r.event_id)',
  'r.event_id',
] as const;

export const RECORD_TABLES: Record<HistoryTable, RecordTable> = {
  administrators: { noun: 'administrator', name: 'r.email', parents: [], clash: 'e-mail' },
  company_links: { noun: 'company link', name: 'r.name', parents: [] },
  manager_versions: { noun: 'app settings record', name: `'App settings'`, parents: [] },
  categories: { noun: 'category', name: 'r.name', parents: [], clash: 'name' },
  slides: { noun: 'slide', name: 'r.title', parents: [] },
  sponsors: { noun: 'sponsor', name: 'r.name', parents: [] },
  countries: { noun: 'country', name: 'r.country', parents: [], clash: 'name' },
  states: {
    noun: 'province/state',
    name: 'r.state',
    parents: ['r.country_id'],
    needs: [{ column: 'country_id', table: 'countries' }],
    clash: 'name in its country',
  },
  cities: {
    noun: 'municipality',
    name: 'r.city',
    parents: ['(SELECT s.country_id FROM states s WHERE s.id = r.state_id)', 'r.state_id'],
    needs: [{ column: 'state_id', table: 'states' }],
    clash: 'name in its province/state',
  },
  organizations: {
    noun: 'organization',
    name: 'r.name',
    parents: [],
    needs: [
      { column: 'category_id', table: 'categories' },
      { column: 'location_id', table: 'locations' },
    ],
    dependents: [
      { table: 'locations', column: 'organization_id' },
      { table: 'sponsorships', column: 'sponsor_id' },
      { table: 'event_participants', column: 'participant_id' },
    ],
  },
  locations: {
    noun: 'location',
    name: 'r.name',
    parents: ['r.organization_id'],
    needs: [{ column: 'organization_id', table: 'organizations' }, ...placeNeeds],
  },
  events: {
    noun: 'event',
    name: 'r.title',
    parents: ['r.organization_id'],
    needs: [
      { column: 'organization_id', table: 'organizations' },
      { column: 'category_id', table: 'categories' },
      { column: 'location_id', table: 'locations' },
    ],
    dependents: [
      { table: 'sponsorships', column: 'event_id' },
      { table: 'event_participants', column: 'event_id' },
    ],
  },
  blog_posts: { noun: 'blog post', name: 'r.title', parents: [] },
  sponsorships: {
    noun: 'sponsorship',
    name: byOrganization('sponsor_id'),
    parents: eventParents,
    needs: [
      { column: 'event_id', table: 'events' },
      { column: 'sponsor_id', table: 'organizations' },
    ],
    clash: 'sponsor on that event',
  },
  participation_roles: { noun: 'participation role', name: 'r.name', parents: [], clash: 'name' },
  event_participants: {
    noun: 'event participant',
    name: byOrganization('participant_id'),
    parents: eventParents,
    needs: [
      { column: 'event_id', table: 'events' },
      { column: 'participant_id', table: 'organizations' },
      { column: 'participant_role_id', table: 'participation_roles' },
    ],
    clash: 'organization and role on that event',
  },
};
