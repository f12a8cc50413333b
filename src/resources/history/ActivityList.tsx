import { Box, Link } from '@mui/material';
import { DataTable, LinkBase, useGetList } from 'react-admin';
import { HISTORY_ACTIONS, HISTORY_TABLES } from '../../../shared/resources/history';
import { formatDateTime } from '../events/dates';
import { ChoiceFilter, DayFilter } from '../shared/ChoiceFilter';
import { phoneDetails } from '../shared/ListRecords';
import { ListScreen } from '../shared/ListScreen';
import { ACTION_LABELS, changedBy, fieldLabel, type HistoryEntry } from './historyEntry';
import { historyTargets } from './historyTargets';

/** Where an entry's record is shown, if it has a screen. */
export function recordPath(entry: HistoryEntry): string | undefined {
  return historyTargets[entry.resource as keyof typeof historyTargets]?.path?.(
    entry.record_id,
    entry.record?.parents ?? [],
  );
}

const resourceLabel = (entry: HistoryEntry) =>
  historyTargets[entry.resource as keyof typeof historyTargets]?.label ?? entry.resource;

const recordName = (entry: HistoryEntry) => entry.record?.name ?? `#${entry.record_id}`;

/** The entry's record by name, a link to its screen when it has one. */
function RecordLink({ entry }: { entry: HistoryEntry }) {
  const path = recordPath(entry);
  const name = recordName(entry);
  if (!path) return <>{name}</>;
  return (
    <Link
      component={LinkBase}
      to={path}
      onClick={(event: React.MouseEvent) => event.stopPropagation()}
    >
      {name}
    </Link>
  );
}

/** The fields an update changed, by name. */
const changedFields = (entry: HistoryEntry) =>
  Object.keys(entry.changes).map(fieldLabel).join(', ') || '—';

const RESOURCE_CHOICES = HISTORY_TABLES.map((table) => ({
  id: table,
  name: historyTargets[table].label,
})).sort((a, b) => a.name.localeCompare(b.name));

const ACTION_CHOICES = HISTORY_ACTIONS.map((action) => ({
  id: action,
  name: ACTION_LABELS[action],
}));

/** The administrators, by name, to filter the changes they made. */
function AdministratorFilter() {
  const { data = [] } = useGetList('administrators', {
    pagination: { page: 1, perPage: 1000 },
  });
  const choices = data.map((administrator) => ({
    id: String(administrator.id),
    name: String(administrator.name ?? administrator.email),
  }));
  return <ChoiceFilter source="administrator_id" label="Administrator" choices={choices} />;
}

/** /history: every change, newest first, filtered by administrator, resource, action and days. */
export function ActivityList() {
  return (
    <ListScreen
      resource="history"
      title="Activity"
      perPage={25}
      actions={null}
      filterBar={
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, px: 2, pt: 1, pb: 1.5 }}>
          <AdministratorFilter />
          <ChoiceFilter source="resource" label="Resource" choices={RESOURCE_CHOICES} />
          <ChoiceFilter source="action" label="Action" choices={ACTION_CHOICES} width={160} />
          <DayFilter source="from" label="From" />
          <DayFilter source="to" label="To" />
        </Box>
      }
      phoneRow={{
        primaryText: (entry) => (
          <>
            {ACTION_LABELS[(entry as HistoryEntry).action]} {resourceLabel(entry as HistoryEntry)}:{' '}
            <RecordLink entry={entry as HistoryEntry} />
          </>
        ),
        secondaryText: (entry) =>
          phoneDetails(changedBy(entry as HistoryEntry), formatDateTime(entry.at)),
      }}
    >
      <DataTable.Col<HistoryEntry>
        label="WHEN"
        disableSort
        render={(entry) => formatDateTime(entry.at)}
      />
      <DataTable.Col<HistoryEntry> label="ADMINISTRATOR" disableSort render={changedBy} />
      <DataTable.Col<HistoryEntry>
        label="ACTION"
        disableSort
        render={(entry) => ACTION_LABELS[entry.action]}
      />
      <DataTable.Col<HistoryEntry> label="RESOURCE" disableSort render={resourceLabel} />
      <DataTable.Col<HistoryEntry>
        label="RECORD"
        disableSort
        render={(entry) => <RecordLink entry={entry} />}
      />
      <DataTable.Col<HistoryEntry> label="CHANGED" disableSort render={changedFields} />
    </ListScreen>
  );
}
