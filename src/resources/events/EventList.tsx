import { Box, Tab, Tabs } from '@mui/material';
import {
  DataTable,
  LinkBase,
  type RaRecord,
  type TranslateFunction,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { events as declaration } from '../../../shared/resources/events';
import { formatDateTime } from '../../i18n/format';
import { asIs, type MessageKey } from '../../i18n/text';
import { useOrganizationList } from '../organizations/organizationLists';
import { type OrganizationScope, useOrganizationScope } from '../organizations/scope';
import { pathTo } from '../paths';
import { PublishPageButton } from '../shared/BulkActions';
import type { ContentKind } from '../shared/contentKind';
import { ListScreen } from '../shared/ListScreen';
import { fieldColumns, statusColumn } from '../shared/listColumns';
import { publishLabel } from '../shared/PublishStatus';
import { phoneDetails } from '../shared/phoneRow';
import { RowActions } from '../shared/RowActions';
import { SearchBox } from '../shared/SearchBox';
import { eventKind, organizationEventKind } from './eventKind';

/** A row's View, Edit and Delete, in the list's scope; the event's organization is the row's. */
function EventActions({
  pathTo,
  kind,
}: {
  pathTo: OrganizationScope['pathTo'];
  kind: ContentKind;
}) {
  const event = useRecordContext();
  if (!event) return null;
  const organizationId = event.organization_id as string | number;
  return (
    <RowActions
      view={pathTo('events', 'show', organizationId, event.id)}
      edit={pathTo('events', 'edit', organizationId, event.id)}
      deleteKind={kind}
    />
  );
}

const StartTime = () => {
  const event = useRecordContext();
  return (
    <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
      {formatDateTime(event?.start_time)}
    </Box>
  );
};

/** The columns every event list ends with: its start and its status, both of which sort. */
const startStatusColumns = [
  <DataTable.Col
    key="start"
    source="start_time"
    label="console.events.columns.start"
    render={() => <StartTime />}
  />,
  statusColumn(),
];

/** An event's phone line: its title, then `details` between its id and its start and status. */
const eventPhoneRow = (
  translate: TranslateFunction,
  details: (event: RaRecord) => unknown[] = () => [],
) => ({
  primaryText: (event: RaRecord) => event.title,
  secondaryText: (event: RaRecord) =>
    phoneDetails(
      translate('console.shared.record_id', { id: event.id }),
      ...details(event),
      formatDateTime(event.start_time),
      publishLabel(event, translate),
    ),
});

/** Events | Archived events of one organization. */
function EventTabs({ organizationId, archived }: { organizationId: string; archived: boolean }) {
  const { pathTo } = useOrganizationScope();
  const translate = useTranslate();
  const events = pathTo('events', 'list', organizationId);
  const archive = pathTo('events', 'archive', organizationId);
  return (
    <Tabs
      value={archived ? archive : events}
      aria-label={translate('console.events.lists.tabs')}
      sx={{ px: 2 }}
    >
      <Tab
        label={translate('console.events.lists.events_tab')}
        value={events}
        component={LinkBase}
        to={events}
      />
      <Tab
        label={translate('console.events.lists.archive_tab')}
        value={archive}
        component={LinkBase}
        to={archive}
      />
    </Tabs>
  );
}

/**
 * `{prefix}/organization/{id}/events` and, with `archived`, `.../archive`: the organization's
 * events (or its ended ones), Create Event, View/Edit/Delete, numbered pages.
 */
export function OrganizationEventList({ archived = false }: { archived?: boolean }) {
  const { organizationId, name, pathTo, screen } = useOrganizationList(
    'events',
    'console.events.create_title',
  );
  const translate = useTranslate();
  const title = asIs(
    translate(
      archived
        ? 'console.events.lists.organization_archive'
        : 'console.events.lists.organization_events',
      { name: name ?? '' },
    ),
  );
  return (
    <ListScreen
      {...screen}
      key={archived ? 'archive' : 'events'}
      resource={organizationEventKind.resource}
      title={title}
      storeKey={`organization-${organizationId}-${archived ? 'archive' : 'events'}.listParams`}
      meta={{ organizationId, archive: archived }}
      sort={declaration.list.sort}
      filterBar={<EventTabs organizationId={organizationId} archived={archived} />}
      rowActions={<EventActions pathTo={pathTo} kind={organizationEventKind} />}
      phoneRow={eventPhoneRow(translate)}
    >
      {fieldColumns([
        ['id', 'console.shared.columns.id'],
        ['title', 'console.events.columns.title'],
      ])}
      {startStatusColumns}
    </ListScreen>
  );
}

/**
 * Every organization's events, searched by title and city; the searches go to the server
 * together with the status, so they hold on every page.
 */
function EventsAcrossOrganizations({
  title,
  storeKey,
  status,
}: {
  title: MessageKey;
  storeKey: string;
  status: 'All' | 'Unpublished';
}) {
  const translate = useTranslate();
  return (
    <ListScreen
      resource={eventKind.resource}
      title={title}
      storeKey={storeKey}
      meta={{ status }}
      sort={declaration.list.sort}
      rowLink={(event: RaRecord) =>
        pathTo('events', 'show', event.organization_id as string | number, event.id)
      }
      // The pending queue is reviewed page by page: publishing the page is its main action.
      actions={status === 'Unpublished' ? <PublishPageButton /> : null}
      rowActions={<EventActions pathTo={pathTo} kind={eventKind} />}
      phoneRow={eventPhoneRow(translate, (event) => [event.organization_name, event.city])}
      filterBar={
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, px: 2, pt: 1, pb: 1.5 }}>
          <SearchBox source="q" label="console.events.lists.search_by_name" />
          <SearchBox source="city" label="console.events.lists.search_by_city" />
        </Box>
      }
    >
      {fieldColumns([
        ['id', 'console.shared.columns.id'],
        ['title', 'console.events.columns.title'],
        ['organization_name', 'console.events.columns.organization'],
        ['city', 'console.events.columns.city'],
      ])}
      {startStatusColumns}
    </ListScreen>
  );
}

/** /unpublished/events: every organization's unpublished events. */
export function UnpublishedEventList() {
  return (
    <EventsAcrossOrganizations
      title="console.events.lists.unpublished"
      storeKey="unpublished-events.listParams"
      status="Unpublished"
    />
  );
}

/** /events: every organization's live events, which the dashboard's Events card counts. */
export function AllEventList() {
  return (
    <EventsAcrossOrganizations
      title="console.events.lists.all"
      storeKey="events.listParams"
      status="All"
    />
  );
}
