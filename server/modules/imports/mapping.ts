import { messageText } from '../../../shared/messages';
import { IMPORT_FIELDS, type ImportMapping } from '../../../shared/schemas/organizationImport';
import type { Queryable } from '../../db/database';
import { HttpError } from '../../http/errors';

/*
 * Which field each column of a file fills: the organizations export's own columns fill the
 * fields of their name by themselves; any other column only by the mapping sent with the
 * upload. The mapping a person last used for the same header is offered again.
 */

const FIELDS: ReadonlySet<string> = new Set(IMPORT_FIELDS);

/** The mapping of `header`: the sent one's choices, else each column to the field of its name. */
export function mappingOf(header: readonly string[], sent: ImportMapping = {}): ImportMapping {
  const mapping: ImportMapping = {};
  for (const column of header) {
    const field = Object.hasOwn(sent, column) ? sent[column] || null : column;
    if (field !== null && !FIELDS.has(field)) {
      if (Object.hasOwn(sent, column)) {
        throw new HttpError(400, messageText('import_mapping_field', { column, field }));
      }
      mapping[column] = null;
      continue;
    }
    mapping[column] = field;
  }
  const filled = Object.values(mapping).filter((field) => field !== null);
  const twice = filled.find((field, index) => filled.indexOf(field) !== index);
  if (twice) throw new HttpError(400, messageText('import_mapping_twice', { field: twice }));
  return mapping;
}

/** The `mapping` query parameter: JSON of column to field (or null); absent: none. */
export function sentMapping(text: string | undefined): ImportMapping {
  if (!text) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = undefined;
  }
  const isMapping =
    typeof parsed === 'object' &&
    parsed !== null &&
    !Array.isArray(parsed) &&
    Object.values(parsed).every((field) => field === null || typeof field === 'string');
  if (!isMapping) throw new HttpError(400, messageText('import_mapping_unreadable'));
  return parsed as ImportMapping;
}

/**
 * The mapping offered for a file with `header`: the one the person used last for the same
 * header, else the export's own columns by name.
 */
export async function rememberedMapping(
  db: Queryable,
  adminId: number,
  header: readonly string[],
): Promise<ImportMapping> {
  const [last] = await db.query<{ mapping: ImportMapping }>(
    `SELECT mapping FROM import_jobs WHERE created_by = $1 AND header = $2::jsonb
      ORDER BY id DESC LIMIT 1`,
    [adminId, JSON.stringify(header)],
  );
  return last?.mapping ?? mappingOf(header);
}
