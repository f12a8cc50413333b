import { Box, Link } from '@mui/material';
import { LinkBase, useGetList, useTranslate } from 'react-admin';
import { HISTORY_ACTIONS } from '../../../shared/resources/history';
import { formatDateTime } from '../../i18n/format';
import { ChoiceFilter, DayFilter } from '../shared/ChoiceFilter';
import { fieldLabel } from '../shared/columnLabels';
import { ListScreen } from '../shared/ListScreen';
import { unsortedColumns } from '../shared/listColumns';
import { phoneDetails } from '../shared/phoneRow';
import { EntryBoundary } from './EntryBoundary';
import { ACTION_LABELS, changedBy, type HistoryEntry } from './historyEntry';
import { historyTargets, useTargetChoices, useTargetLabel } from './historyTargets';
import { RevertButton } from './RevertButton';

/** Where an entry's record is shown, if it has a screen. */
export function recordPath(entry: HistoryEntry): string | undefined {
  return historyTargets[entry.resource as keyof typeof historyTargets]?.path?.(
    entry.record_id,
    entry.record?.parents ?? [],
  );
}

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

/** The entry's record, by name alone if its link cannot be drawn. */
const RecordCell = ({ entry }: { entry: HistoryEntry }) => (
  <EntryBoundary fallback={recordName(entry)}>
    <RecordLink entry={entry} />
  </EntryBoundary>
);

/** The administrators, by name, to filter the changes they made. */
function AdministratorFilter() {
  const { data = [] } = useGetList('administrators', {
    pagination: { page: 1, perPage: 1000 },
  });
  const choices = data.map((administrator) => ({
    id: String(administrator.id),
    name: String(administrator.name ?? administrator.email),
  }));
  return (
    <ChoiceFilter
      source="administrator_id"
      label="console.history.filters.administrator"
      choices={choices}
    />
  );
}

/** /history: every change, newest first, filtered by administrator, resource, action and days. */
export function ActivityList() {
  const translate = useTranslate();
  const resourceLabel = useTargetLabel();
  const resourceChoices = useTargetChoices();
  const actionChoices = HISTORY_ACTIONS.map((action) => ({
    id: action,
    name: translate(ACTION_LABELS[action]),
  }));
  const action = (entry: HistoryEntry) => translate(ACTION_LABELS[entry.action]);
  const resource = (entry: HistoryEntry) => resourceLabel(entry.resource);
  const by = (entry: HistoryEntry) => changedBy(entry, translate);
  /** The fields an update changed, by name. */
  const changedFields = (entry: HistoryEntry) =>
    Object.keys(entry.changes)
      .map((column) => fieldLabel(column, translate))
      .join(', ') || '—';
  return (
    <ListScreen
      resource="history"
      title="console.history.title"
      perPage={25}
      actions={null}
      filterBar={
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, px: 2, pt: 1, pb: 1.5 }}>
          <AdministratorFilter />
          <ChoiceFilter
            source="resource"
            label="console.history.filters.resource"
            choices={resourceChoices}
          />
          <ChoiceFilter
            source="action"
            label="console.history.filters.action"
            choices={actionChoices}
            width={160}
          />
          <DayFilter source="from" label="console.history.filters.from" />
          <DayFilter source="to" label="console.history.filters.to" />
        </Box>
      }
      phoneRow={{
        primaryText: (entry) => (
          <>
            {translate('console.history.phone_entry', {
              action: action(entry as HistoryEntry),
              resource: resource(entry as HistoryEntry),
            })}{' '}
            <RecordCell entry={entry as HistoryEntry} />
          </>
        ),
        // Revert under the details: the tertiary text's corner is drawn faded, as a hint.
        secondaryText: (entry) => (
          <>
            {phoneDetails(by(entry as HistoryEntry), formatDateTime(entry.at))}
            <Box component="span" sx={{ display: 'block' }}>
              <RevertButton entry={entry as HistoryEntry} />
            </Box>
          </>
        ),
      }}
    >
      {unsortedColumns<HistoryEntry>([
        ['console.history.columns.when', (entry) => formatDateTime(entry.at)],
        ['console.history.columns.administrator', by],
        ['console.history.columns.action', action],
        ['console.history.columns.resource', resource],
        ['console.history.columns.record', (entry) => <RecordCell entry={entry} />],
        ['console.history.columns.changed', changedFields],
        ['console.history.columns.revert', (entry) => <RevertButton entry={entry} />],
      ])}
    </ListScreen>
  );
}
