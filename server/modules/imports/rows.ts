import { codeOf } from '../../../shared/messageCodes';
import { messageText } from '../../../shared/messages';
import type { Person } from '../../../shared/resources/access';
import { organizations as organizationDeclaration } from '../../../shared/resources/organizations';
import { optionalId } from '../../../shared/schemas/fields';
import { addressShape } from '../../../shared/schemas/location';
import { organizationWithLocationInput } from '../../../shared/schemas/organization';
import type {
  ImportDuplicate,
  ImportMapping,
  ImportOutcome,
  ImportRowError,
} from '../../../shared/schemas/organizationImport';
import type { Queryable } from '../../db/database';
import { assertInRegion, assertRoleAllows } from '../../http/access';
import { restoreFormula } from '../../http/csvExport';
import { HttpError } from '../../http/errors';
import { UNTYPABLE_TEXT } from '../../http/parameterText';
import { parseFields, partialInput } from '../../http/partialUpdate';
import type { Services } from '../../services';
import { pairedOrganizations } from '../duplicates/pairs';
import { organizationRecordType } from '../organizations';
import { saveRecord, saveWithLocationIn } from '../placedRecords/save';

/*
 * One staged row, checked (the dry run) or applied, through the organization's own save path:
 * the body its changed cells make is read by the API's own input schema, the limited editor's
 * region rule and the save's reference and location checks, so that a row's errors are the
 * API's field errors. The dry run saves in a savepoint it rolls back: nothing is kept.
 */

type Cells = string[];

/** An organization with its location's address, as stored: what a row's cells compare with. */
export type StoredOrganization = Record<string, unknown> & { id: number };

/** What a job's rows are read with. */
export interface RowContext {
  services: Services;
  tx: Queryable;
  jobId: number;
  person: Person;
  header: string[];
  mapping: ImportMapping;
}

export interface StagedRow {
  line: number;
  cells: Cells;
  target_id: number | null;
}

export interface Classified {
  outcome: ImportOutcome;
  errors: ImportRowError[];
  duplicates: ImportDuplicate[];
  recordId: number | null;
}

const FIELD_SCHEMAS = organizationWithLocationInput.shape as Record<
  string,
  { safeParse(value: unknown): { success: boolean; data?: unknown } }
>;
const ADDRESS_FIELDS: ReadonlySet<string> = new Set(Object.keys(addressShape));
/** Fields whose change may make a record look like another. */
const PROBED_FIELDS = ['name', 'city', 'city_id', 'phone_number', 'email_address', 'website_url'];

const rowErrors = (errors: Record<string, string>): ImportRowError[] =>
  Object.entries(errors).map(([field, message]) => ({ field, message, ...codeOf(message) }));

const invalid = (errors: Record<string, string>): Classified => ({
  outcome: 'invalid',
  errors: rowErrors(errors),
  duplicates: [],
  recordId: null,
});

/** The row's cells by the field each fills (the id aside). */
function valuesOf(context: RowContext, cells: Cells) {
  const values: Record<string, string> = {};
  context.header.forEach((column, index) => {
    const field = context.mapping[column];
    if (field && field !== 'id') values[field] = restoreFormula(cells[index] ?? '');
  });
  return values;
}

/** A value as the comparison reads it: empty and null alike, numbers by their value. */
const comparable = (value: unknown) =>
  value === null || value === undefined
    ? ''
    : typeof value === 'number'
      ? String(value)
      : String(value);

/** Whether the cell, read by its field's rule, holds the stored value. */
function holds(field: string, cell: string, stored: unknown) {
  // An empty cell holds an empty value whatever the field's rule (no address for no location).
  if (cell.trim() === '' && comparable(stored) === '') return true;
  const parsed = FIELD_SCHEMAS[field]?.safeParse(cell);
  if (!parsed?.success) return false;
  if (typeof parsed.data === 'number' && stored !== null && stored !== undefined) {
    return parsed.data === Number(stored);
  }
  return comparable(parsed.data) === comparable(stored);
}

/** Reads the live organizations `ids` with their location's address, by id. */
export async function storedOrganizations(tx: Queryable, ids: number[]) {
  if (ids.length === 0) return new Map<number, StoredOrganization>();
  const rows = await tx.query<StoredOrganization>(
    `SELECT o.*, ${Object.keys(addressShape)
      .map((field) => `l.${field}`)
      .join(', ')}
       FROM organizations o LEFT JOIN locations l ON l.id = o.location_id AND l.deleted_at IS NULL
      WHERE o.id = ANY($1) AND o.deleted_at IS NULL`,
    [ids],
  );
  return new Map(rows.map((row) => [row.id, row]));
}

/** The first earlier line of the file with the same id, if any. */
async function earlierLineOf(context: RowContext, row: StagedRow) {
  const [earlier] = await context.tx.query<{ line: number }>(
    `SELECT line FROM import_rows WHERE job_id = $1 AND target_id = $2 AND line < $3
      ORDER BY line LIMIT 1`,
    [context.jobId, row.target_id, row.line],
  );
  return earlier?.line;
}

/**
 * The records a saved row resembles: the pairs its save has just written (the trigger runs the
 * shared duplicate check), so a pair marked "not duplicates" is not raised again.
 */
const duplicatesOf = (tx: Queryable, id: number): Promise<ImportDuplicate[]> =>
  pairedOrganizations(tx, id, 5);

/** The organization's save path, without reading back its answer: a row needs only its id. */
const IMPORTED_TYPE = { ...organizationRecordType, answer: undefined };

/** Saves a row's body as the API's routes do: with its location when it names an address. */
async function save(context: RowContext, body: Record<string, unknown>, id?: number) {
  const type = IMPORTED_TYPE;
  const withAddress = Object.keys(body).some((field) => ADDRESS_FIELDS.has(field));
  const schema =
    id === undefined
      ? withAddress
        ? type.withLocationInput
        : type.input
      : partialInput(withAddress ? type.withLocationInput : type.input);
  const parsed = parseFields(schema, body) as Record<string, unknown>;
  const save = {
    services: context.services,
    adminId: context.person.id,
    body: parsed,
    files: {},
    ...(id === undefined ? {} : { id }),
  };
  if (withAddress) {
    const saved = await saveWithLocationIn(context.tx, type, save);
    return (saved[type.declaration.api.recordKey] as { id: number }).id;
  }
  return (await saveRecord(context.tx, type, save)).row.id;
}

/** A refusal of the row by the API's rules, as the row's errors. */
function refusalOf(error: unknown): Record<string, string> | undefined {
  if (!(error instanceof HttpError) || ![400, 403, 404, 409].includes(error.status)) return;
  return error.errors && Object.keys(error.errors).length > 0 ? error.errors : { _: error.message };
}

/**
 * Checks (`apply` false: the save rolled back) or applies a row: new (no id), changed (some
 * field differs from its live organization's), unchanged, invalid (its errors), or a possible
 * duplicate of live organizations (a new row, or one whose name or contact changed).
 */
export async function classifyRow(
  context: RowContext,
  row: StagedRow,
  stored: Map<number, StoredOrganization>,
  apply: boolean,
): Promise<Classified> {
  const values = valuesOf(context, row.cells);
  const idCell = context.header.findIndex((column) => context.mapping[column] === 'id');
  const idText = idCell < 0 ? '' : (row.cells[idCell] ?? '').trim();
  if (idText !== '' && row.target_id === null) {
    const parsed = optionalId.safeParse(idText);
    return invalid({
      id: parsed.success ? messageText('invalid_id') : (parsed.error.issues[0]?.message ?? ''),
    });
  }
  const untypable = Object.entries(values).filter(([, cell]) => UNTYPABLE_TEXT.test(cell));
  if (untypable.length > 0) {
    return invalid(
      Object.fromEntries(untypable.map(([field]) => [field, messageText('control_characters')])),
    );
  }
  let body: Record<string, string>;
  let id: number | undefined;
  if (row.target_id !== null) {
    id = row.target_id;
    const earlier = await earlierLineOf(context, row);
    if (earlier !== undefined) {
      return invalid({ id: messageText('import_repeated_id', { line: earlier }) });
    }
    const organization = stored.get(id);
    if (!organization) return invalid({ id: messageText('import_unknown_id') });
    body = Object.fromEntries(
      Object.entries(values).filter(([field, cell]) => !holds(field, cell, organization[field])),
    );
    if (Object.keys(body).length === 0) {
      return { outcome: 'unchanged', errors: [], duplicates: [], recordId: id };
    }
  } else {
    body = Object.fromEntries(Object.entries(values).filter(([, cell]) => cell.trim() !== ''));
  }
  await context.tx.query('SAVEPOINT import_row');
  try {
    // As a route: the role's rule, then a limited editor's region.
    const limitedTo = assertRoleAllows(context.person, { change: organizationDeclaration });
    if (limitedTo) {
      await assertInRegion(context.tx, context.person, limitedTo, {
        params: id === undefined ? {} : { id },
        body,
      });
    }
    const recordId = await save(context, body, id);
    const probed = id === undefined || PROBED_FIELDS.some((field) => field in body);
    const duplicates = !apply && probed ? await duplicatesOf(context.tx, recordId) : [];
    if (!apply) await context.tx.query('ROLLBACK TO SAVEPOINT import_row');
    await context.tx.query('RELEASE SAVEPOINT import_row');
    const outcome = duplicates.length > 0 ? 'duplicate' : id === undefined ? 'new' : 'changed';
    return {
      outcome,
      errors: [],
      duplicates,
      recordId: apply || id !== undefined ? recordId : null,
    };
  } catch (error) {
    const refusal = refusalOf(error);
    if (!refusal) throw error;
    await context.tx.query('ROLLBACK TO SAVEPOINT import_row');
    await context.tx.query('RELEASE SAVEPOINT import_row');
    return invalid(refusal);
  }
}
