import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import EditIcon from '@mui/icons-material/Edit';
import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import {
  LinkBase,
  Loading,
  type RaRecord,
  Title,
  type UseGetOneHookValue,
  useGetOne,
  useTranslate,
} from 'react-admin';
import type { HistoryTable } from '../../../shared/resources/history';
import { useMayDo } from '../../authProvider/useMayDo';
import { type MessageKey, type Text, useText } from '../../i18n/text';
import { LoadError } from '../../ui/LoadError';
import { ChildRecords } from '../declared/ChildRecords';
import { RecordHistory } from '../history/RecordHistory';
import { ScreenTitle } from './ScreenTitle';

/** A detail screen's Edit action: a link to the record's edit screen, for those who may edit it. */
export function EditLinkButton({
  to,
  resource,
  record,
}: {
  to: string;
  resource: string;
  record: RaRecord;
}) {
  const translate = useTranslate();
  if (!useMayDo('edit', { resource, record })) return null;
  return (
    <Button component={LinkBase} to={to} startIcon={<EditIcon />} variant="contained">
      {translate('ra.action.edit')}
    </Button>
  );
}

/** A field's text, or a dash when it is empty. */
export const textOrDash = (value: unknown) =>
  value === null || value === undefined || value === '' ? '—' : String(value);

/** A category's name, once it has arrived (a dash when there is none). */
export function CategoryName({ id }: { id: unknown }) {
  const hasId = id !== null && id !== undefined && id !== '';
  const { data } = useGetOne('categories', { id: hasId ? String(id) : '' }, { enabled: hasId });
  return <>{hasId ? textOrDash(data?.name ?? `#${String(id)}`) : '—'}</>;
}

/** The heading above a record's fields. */
function DetailHeading({ children }: { children: string }) {
  return (
    <Typography component="h1" variant="h6" gutterBottom>
      {children}
    </Typography>
  );
}

/** A record's fields as label/value rows. */
export function DetailRows({ children }: { children: ReactNode }) {
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: { sm: '180px 1fr' }, gap: 1.5, m: 0 }}
    >
      {children}
    </Box>
  );
}

/** One label/value row of `DetailRows`. */
export function DetailRow({ label, children }: { label: MessageKey; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <>
      <Typography component="dt" color="text.secondary" variant="body2">
        {translate(label)}
      </Typography>
      <Typography component="dd" sx={{ m: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </>
  );
}

/** Label/value rows of text, each value a dash when it is empty. */
export function TextRows({ rows }: { rows: readonly (readonly [MessageKey, unknown])[] }) {
  return (
    <DetailRows>
      {rows.map(([label, value]) => (
        <DetailRow key={label} label={label}>
          {textOrDash(value)}
        </DetailRow>
      ))}
    </DetailRows>
  );
}

export interface DetailScreenProps {
  /** The app bar's title. */
  title: Text;
  /** Above the card (breadcrumbs, tabs). */
  lead: ReactNode;
  query: UseGetOneHookValue<RaRecord>;
  /** What a failed load says when the server gives no reason. */
  fallback: MessageKey;
  /** Shown while the record is missing. */
  loading?: ReactNode;
  /** At the top of the card whatever the record's state (e.g. navigation). */
  nav?: ReactNode;
  /** The heading above the loaded record's fields, if it has one. */
  heading: (record: RaRecord) => Text | undefined;
  /** The loaded record's fields. */
  children: (record: RaRecord) => ReactNode;
  backTo: string;
  /** Buttons after Back, given the record once loaded. */
  actions?: (record: RaRecord) => ReactNode;
  /** The table the record's history is kept under: its History follows the card. */
  history: HistoryTable;
}

/** One record's screen: its fields in a card, a load error with Retry, and Back to its list. */
export function DetailScreen({
  title,
  lead,
  query,
  fallback,
  loading = <Loading />,
  nav,
  heading,
  children,
  backTo,
  actions,
  history,
}: DetailScreenProps) {
  const record = query.data;
  const recordHeading = record && heading(record);
  const translate = useTranslate();
  const show = useText();
  return (
    <Box sx={{ mt: 1 }}>
      <Title title={<ScreenTitle text={title} />} />
      <Box sx={{ py: 1.5 }}>{lead}</Box>
      <Card>
        <CardContent>
          {nav}
          {query.isError ? (
            <LoadError
              error={query.error}
              fallback={translate(fallback)}
              onRetry={() => query.refetch()}
            />
          ) : !record ? (
            loading
          ) : (
            <>
              {recordHeading && <DetailHeading>{show(recordHeading)}</DetailHeading>}
              {children(record)}
            </>
          )}
          <Box sx={{ display: 'flex', gap: 2, mt: 3 }}>
            <Button
              component={LinkBase}
              to={backTo}
              startIcon={<ArrowBackIcon />}
              variant="outlined"
            >
              {translate('console.shared.back')}
            </Button>
            {record && actions?.(record)}
          </Box>
        </CardContent>
      </Card>
      {record && (
        <>
          <ChildRecords table={history} id={record.id} />
          <RecordHistory resource={history} id={record.id} />
        </>
      )}
    </Box>
  );
}
