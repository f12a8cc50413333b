import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Checkbox,
  FormControlLabel,
  LinearProgress,
  Link,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { type ChangeEvent, type ReactNode, useCallback, useEffect, useState } from 'react';
import { Title, useNotify, useTranslate } from 'react-admin';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import type {
  ImportJob,
  ImportMapping,
  ImportRow,
} from '../../../../shared/schemas/organizationImport';
import { translatedMessage } from '../../../dataProvider/http';
import { formatDateTime, formatNumber } from '../../../i18n/format';
import { errorMessage } from '../../../ui/errorMessage';
import { pathTo } from '../../paths';
import { ConfirmDialog } from '../../shared/ConfirmDialog';
import { fieldLabel } from '../../shared/columnLabels';
import { saveFile } from '../../shared/ExportButton';
import { useConfirmedAction } from '../../shared/useConfirmedAction';
import {
  confirmImport,
  headerOf,
  importJob,
  importRows,
  invalidRowsFile,
  offeredMapping,
  recentImports,
  revertImport,
  uploadFile,
} from './importApi';

/*
 * Import organizations from CSV: choose a file, map its columns, check it (the dry run, which
 * saves nothing), look at what it would do, confirm, watch it run, and revert it if need be.
 * The import is a job of the server: the screen may be left and reopened (`?job=<id>`).
 */

const POLL_MS = 1000;
/** The label of each count of the preview. */
const COUNT_LABELS = {
  new: 'console.import.counts.new',
  changed: 'console.import.counts.changed',
  unchanged: 'console.import.counts.unchanged',
  invalid: 'console.import.counts.invalid',
  duplicate: 'console.import.counts.duplicate',
} as const;

/** How the recent imports name each state. */
const STATE_LABELS: Record<ImportJob['state'], string> = {
  uploading: 'console.import.recent.state.uploading',
  checking: 'console.import.recent.state.checking',
  checked: 'console.import.recent.state.checked',
  applying: 'console.import.recent.state.applying',
  done: 'console.import.recent.state.done',
  failed: 'console.import.recent.state.failed',
  reverting: 'console.import.recent.state.reverting',
  reverted: 'console.import.recent.state.reverted',
};

/** What the progress of each phase a worker runs says it is doing. */
const PHASE_LABELS = {
  uploading: 'console.import.checking',
  checking: 'console.import.checking',
  applying: 'console.import.applying',
  reverting: 'console.import.reverting',
} as const;

type RunningJob = ImportJob & { state: keyof typeof PHASE_LABELS };

const running = (job: ImportJob): job is RunningJob => Object.hasOwn(PHASE_LABELS, job.state);

/** Runs one of the import's requests: pending while it runs, the reason it failed notified. */
function useImportRequest() {
  const translate = useTranslate();
  const notify = useNotify();
  const [pending, setPending] = useState(false);
  const run = async (request: () => Promise<void>) => {
    setPending(true);
    try {
      await request();
    } catch (error) {
      notify(errorMessage(error, translate('console.import.failed', { error: '' })), {
        type: 'error',
      });
    } finally {
      setPending(false);
    }
  };
  return { pending, run };
}

/** The file and its mapping, then its upload. */
function NewImport({ onStarted }: { onStarted: (job: ImportJob) => void }) {
  const translate = useTranslate();
  const [file, setFile] = useState<File>();
  const [columns, setColumns] = useState<string[]>([]);
  const [fields, setFields] = useState<string[]>([]);
  const [mapping, setMapping] = useState<ImportMapping>({});
  // Reading the header and sending the file: Check waits for either.
  const request = useImportRequest();

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    if (!chosen) return;
    setFile(chosen);
    void request.run(async () => {
      const header = await headerOf(chosen);
      const offered = await offeredMapping(header);
      setColumns(header);
      setFields(offered.fields);
      setMapping(offered.mapping);
    });
  };

  const check = () => {
    if (!file) return;
    void request.run(async () => onStarted(await uploadFile(file, mapping)));
  };

  return (
    <Stack spacing={2}>
      <Typography>{translate('console.import.intro')}</Typography>
      <Box>
        <Button variant="outlined" component="label">
          {translate('console.import.choose_file')}
          <input
            hidden
            type="file"
            accept=".csv,text/csv"
            onChange={choose}
            aria-label={translate('console.import.choose_file')}
          />
        </Button>
        {file && (
          <Typography sx={{ mt: 1 }}>
            {translate('console.import.chosen', { name: file.name })}
          </Typography>
        )}
      </Box>
      {columns.length > 0 && (
        <Box component="section" aria-labelledby="import-mapping">
          <Typography variant="h6" component="h2" id="import-mapping">
            {translate('console.import.mapping.title')}
          </Typography>
          <Typography variant="body2" sx={{ mb: 1 }}>
            {translate('console.import.mapping.hint')}
          </Typography>
          <Stack spacing={1.5}>
            {columns.map((column) => (
              <TextField
                key={column}
                select
                size="small"
                label={column}
                value={mapping[column] ?? ''}
                onChange={(event) =>
                  setMapping({ ...mapping, [column]: event.target.value || null })
                }
                sx={{ maxWidth: 360 }}
              >
                <MenuItem value="">
                  <em>{translate('console.import.mapping.ignored')}</em>
                </MenuItem>
                {fields.map((field) => (
                  <MenuItem key={field} value={field}>
                    {`${fieldLabel(field, translate)} (${field})`}
                  </MenuItem>
                ))}
              </TextField>
            ))}
          </Stack>
          <Button variant="contained" sx={{ mt: 2 }} onClick={check} disabled={request.pending}>
            {translate('console.import.check')}
          </Button>
        </Box>
      )}
    </Stack>
  );
}

/** Rows done of the phase under way, its pace and the time left. */
function Progress({ job }: { job: RunningJob }) {
  const translate = useTranslate();
  const {
    rows_done: done,
    rows_to_do: total,
    rows_per_second: rate,
    seconds_left: left,
  } = job.progress;
  const numbers = { done: formatNumber(done), total: formatNumber(total) };
  const phase = translate(PHASE_LABELS[job.state]);
  return (
    <Box>
      <Typography>{phase}</Typography>
      <LinearProgress
        variant="determinate"
        value={total > 0 ? (100 * done) / total : 0}
        aria-label={phase}
        sx={{ my: 1 }}
      />
      <Typography variant="body2" role="status">
        {rate === null || left === null
          ? translate('console.import.progress_starting', numbers)
          : translate('console.import.progress', {
              ...numbers,
              rate: formatNumber(rate),
              seconds: formatNumber(left),
            })}
      </Typography>
    </Box>
  );
}

function Counts({ job }: { job: ImportJob }) {
  const translate = useTranslate();
  return (
    <Box component="dl" sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, m: 0 }}>
      {(Object.keys(COUNT_LABELS) as (keyof typeof COUNT_LABELS)[]).map((outcome) => (
        <Box key={outcome} sx={{ minWidth: 120 }}>
          <Typography component="dt" variant="body2">
            {translate(COUNT_LABELS[outcome])}
          </Typography>
          <Typography component="dd" variant="h6" sx={{ m: 0 }}>
            {formatNumber(job.counts[outcome])}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** A section of the preview: the rows of one outcome, as a table under its heading. */
function OutcomeRows({
  job,
  outcome,
  title,
  columns,
  children,
  footer,
}: {
  job: ImportJob;
  outcome: 'invalid' | 'duplicate';
  title: string;
  columns: string[];
  children: (rows: ImportRow[]) => ReactNode;
  footer?: ReactNode;
}) {
  const translate = useTranslate();
  const [rows, setRows] = useState<ImportRow[]>([]);
  const count = job.counts[outcome];
  useEffect(() => {
    if (count > 0) void importRows(job.id, outcome).then((page) => setRows(page.rows));
  }, [job.id, outcome, count]);
  if (count === 0) return null;
  const headingId = `import-${outcome}`;
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography variant="h6" component="h2" id={headingId}>
        {translate(title)}
      </Typography>
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small">
          <TableHead>
            <TableRow>
              {columns.map((column) => (
                <TableCell key={column}>{translate(column)}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>{children(rows)}</TableBody>
        </Table>
      </Box>
      {footer}
    </Box>
  );
}

/** Each invalid row's problems: its line, the field, the message in the console's language. */
function InvalidRows({ job }: { job: ImportJob }) {
  const translate = useTranslate();
  const download = async () =>
    saveFile(await invalidRowsFile(job.id), job.file_name.replace(/\.csv$/i, '-invalid-rows.csv'));
  return (
    <OutcomeRows
      job={job}
      outcome="invalid"
      title="console.import.invalid.title"
      columns={[
        'console.import.invalid.line',
        'console.import.invalid.field',
        'console.import.invalid.message',
      ]}
      footer={
        <Button sx={{ mt: 1 }} onClick={download}>
          {translate('console.import.invalid.download')}
        </Button>
      }
    >
      {(rows) =>
        rows.flatMap((row) =>
          row.errors.map((error) => (
            <TableRow key={`${row.line}-${error.field}`}>
              <TableCell>{row.line}</TableCell>
              <TableCell>
                {error.field === '_'
                  ? translate('console.import.invalid.whole_row')
                  : `${fieldLabel(error.field, translate)} (${error.field})`}
              </TableCell>
              <TableCell>
                {translatedMessage(
                  error.message,
                  error.code ? { code: error.code, params: error.params ?? {} } : undefined,
                )}
              </TableCell>
            </TableRow>
          )),
        )
      }
    </OutcomeRows>
  );
}

/** Each possible duplicate beside the live organizations it resembles, linked. */
function Duplicates({ job }: { job: ImportJob }) {
  return (
    <OutcomeRows
      job={job}
      outcome="duplicate"
      title="console.import.duplicates.title"
      columns={[
        'console.import.invalid.line',
        'console.import.duplicates.row',
        'console.import.duplicates.resembles',
      ]}
    >
      {(rows) =>
        rows.map((row) => (
          <TableRow key={row.line}>
            <TableCell>{row.line}</TableCell>
            <TableCell>{row.name}</TableCell>
            <TableCell>
              {row.duplicates.map((candidate) => (
                <Box key={candidate.id}>
                  <Link component={RouterLink} to={pathTo('organizations', 'show', candidate.id)}>
                    {candidate.name}
                  </Link>{' '}
                  {[candidate.city, candidate.state].filter(Boolean).join(', ')} (#{candidate.id})
                </Box>
              ))}
            </TableCell>
          </TableRow>
        ))
      }
    </OutcomeRows>
  );
}

/** A checked import: what it would do, and its confirmation. */
function Preview({ job, onChange }: { job: ImportJob; onChange: (job: ImportJob) => void }) {
  const translate = useTranslate();
  const [includeDuplicates, setIncludeDuplicates] = useState(false);
  const confirming = useImportRequest();
  const confirm = () =>
    confirming.run(async () => onChange(await confirmImport(job.id, includeDuplicates)));
  return (
    <Stack spacing={2}>
      <Typography variant="h6" component="h2">
        {translate('console.import.counts.title')}
      </Typography>
      <Counts job={job} />
      <InvalidRows job={job} />
      <Duplicates job={job} />
      {job.counts.duplicate > 0 && (
        <FormControlLabel
          control={
            <Checkbox
              checked={includeDuplicates}
              onChange={(event) => setIncludeDuplicates(event.target.checked)}
            />
          }
          label={translate('console.import.include_duplicates')}
        />
      )}
      <Box>
        <Button variant="contained" onClick={() => void confirm()} disabled={confirming.pending}>
          {translate('console.import.confirm')}
        </Button>
      </Box>
    </Stack>
  );
}

/**
 * An applied import: what it did, the history, and its revert (a phase of the job, followed as
 * the others; one that stopped says where, and is asked again to go on).
 */
function Result({ job, onChange }: { job: ImportJob; onChange: (job: ImportJob) => void }) {
  const translate = useTranslate();
  // Asked first, as in the history: a refusal (a record changed since) stays in the dialog.
  const dialog = useConfirmedAction(translate('console.import.history.revert_failed'));
  const revert = () => dialog.run(async () => onChange(await revertImport(job.id)));
  return (
    <Stack spacing={2}>
      <Typography variant="h6" component="h2">
        {translate('console.import.done.title')}
      </Typography>
      <Typography role="status">
        {translate('console.import.done.summary', {
          created: formatNumber(job.applied.created),
          updated: formatNumber(job.applied.updated),
          refused: formatNumber(job.applied.refused),
        })}
      </Typography>
      {job.error && (
        <Alert severity="warning">
          {translate('console.import.done.revert_stopped', { error: translatedMessage(job.error) })}
        </Alert>
      )}
      <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <Link component={RouterLink} to="/history">
          {translate('console.import.done.history')}
        </Link>
        <Button variant="outlined" color="warning" onClick={dialog.show}>
          {translate('console.import.done.revert')}
        </Button>
      </Stack>
      <ConfirmDialog
        open={dialog.open}
        onClose={dialog.close}
        title="console.import.history.revert_title"
        failure={dialog.failure}
        question="console.import.history.revert_question"
        actions={
          <>
            <Button variant="contained" onClick={() => void revert()} disabled={dialog.pending}>
              {translate('console.import.done.revert')}
            </Button>
            <Button onClick={dialog.close} disabled={dialog.pending}>
              {translate('ra.action.cancel')}
            </Button>
          </>
        }
      />
    </Stack>
  );
}

/** A reverted import: whether every row went back, and the history. */
function Reverted({ job }: { job: ImportJob }) {
  const translate = useTranslate();
  const { refused } = job.reverted;
  return (
    <Alert severity={refused > 0 ? 'warning' : 'info'} role="status">
      {refused > 0
        ? translate('console.import.done.reverted_refused', {
            refused: formatNumber(refused),
            smart_count: refused,
          })
        : translate('console.import.done.reverted')}{' '}
      <Link component={RouterLink} to="/history">
        {translate('console.import.done.history')}
      </Link>
    </Alert>
  );
}

/** One import, followed while it runs. */
function ImportJobView({ id }: { id: number }) {
  const translate = useTranslate();
  const [job, setJob] = useState<ImportJob>();
  const [failure, setFailure] = useState<string>();
  const load = useCallback(
    () =>
      importJob(id).then(setJob, (error: unknown) =>
        setFailure(errorMessage(error, String(error))),
      ),
    [id],
  );
  useEffect(() => {
    void load();
  }, [load]);
  useEffect(() => {
    if (!job || !running(job)) return;
    const timer = setTimeout(() => void load(), POLL_MS);
    return () => clearTimeout(timer);
  }, [job, load]);
  if (failure) return <Alert severity="error">{failure}</Alert>;
  if (!job) return <LinearProgress aria-label={translate('console.import.checking')} />;
  return (
    <Stack spacing={2}>
      <Typography>{translate('console.import.chosen', { name: job.file_name })}</Typography>
      {running(job) && <Progress job={job} />}
      {job.state === 'checked' && <Preview job={job} onChange={setJob} />}
      {job.state === 'done' && <Result job={job} onChange={setJob} />}
      {job.state === 'reverted' && <Reverted job={job} />}
      {job.state === 'failed' && (
        <Alert severity="error">
          {translate('console.import.failed', { error: translatedMessage(job.error ?? '') })}
        </Alert>
      )}
    </Stack>
  );
}

function RecentImports() {
  const translate = useTranslate();
  const [jobs, setJobs] = useState<ImportJob[]>();
  useEffect(() => {
    void recentImports().then(setJobs, () => setJobs([]));
  }, []);
  if (!jobs) return null;
  return (
    <Box component="section" aria-labelledby="import-recent">
      <Typography variant="h6" component="h2" id="import-recent">
        {translate('console.import.recent.title')}
      </Typography>
      {jobs.length === 0 ? (
        <Typography>{translate('console.import.recent.none')}</Typography>
      ) : (
        <Box component="ul" sx={{ pl: 2 }}>
          {jobs.map((job) => (
            <li key={job.id}>
              <Link component={RouterLink} to={`?job=${job.id}`}>
                {job.file_name}
              </Link>{' '}
              — {translate(STATE_LABELS[job.state])} ({formatDateTime(job.created_at)})
            </li>
          ))}
        </Box>
      )}
    </Box>
  );
}

export function ImportScreen() {
  const translate = useTranslate();
  const [params, setParams] = useSearchParams();
  const id = Number(params.get('job')) || undefined;
  return (
    <Box sx={{ mt: 2 }}>
      <Title title="console.import.title" />
      <Card>
        <CardContent>
          <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
            {translate('console.import.title')}
          </Typography>
          {id ? (
            <Stack spacing={2}>
              <ImportJobView key={id} id={id} />
              <Box>
                <Button onClick={() => setParams({})}>{translate('console.import.another')}</Button>
              </Box>
            </Stack>
          ) : (
            <Stack spacing={3}>
              <NewImport onStarted={(job) => setParams({ job: String(job.id) })} />
              <RecentImports />
            </Stack>
          )}
        </CardContent>
      </Card>
    </Box>
  );
}
