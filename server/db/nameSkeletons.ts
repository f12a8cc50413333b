import unhomoglyph from 'unhomoglyph';
import { recordTypes } from '../../shared/resources';
import type { RecordType } from '../../shared/resources/recordType';
import type { Queryable } from './database';

/**
 * What a name looks like, for telling names apart (docs/api.md, Names): its confusables skeleton
 * (Unicode UTS #39: decomposed, each letter replaced by the one it can pass for, decomposed
 * again), by unhomoglyph's copy of Unicode's confusables.txt. `Hօst` (Armenian օ), `Hᴏst` (small
 * capital), `Ꮋost` (Cherokee) and `ꓧost` (Lisu) all have the skeleton of `Host`. As name_key()
 * does (migration 007), compatibility forms count as their plain letters (NFKC: full-width
 * letters, ligatures) and case is ignored, folded between two passes: `hօst` is `Host` too, and
 * a letter that case folds to a look-alike is mapped in the second pass. Not for display: `m`
 * has the skeleton `rn`, as UTS #39 wants.
 */
export function nameSkeleton(name: string): string {
  return skeleton(skeleton(name.normalize('NFKC')).toUpperCase().toLowerCase());
}

const skeleton = (text: string) => unhomoglyph(text.normalize('NFD')).normalize('NFD');

/** A name unique among the live rows of its table (under the same parent). */
export interface UniqueName {
  table: string;
  column: string;
  /** The column naming the parent that names are unique under. */
  parent?: string;
  /** How the look-alikes report names the rows' kind. */
  kind: string;
}

/**
 * The unique names, whose `name_skeleton` the server writes beside them on every write (the
 * record repositories, the seed) and migration 019's indexes keep unique, beside migration 007's
 * name_key() indexes: those of the record types declared with `uniqueName`.
 */
export const UNIQUE_NAMES: readonly UniqueName[] = recordTypes.flatMap((type: RecordType) => {
  if (!type.uniqueName || !type.recordName) return [];
  const kind = type.label.many.toLowerCase();
  const parent = recordTypes.find((other) => other.table === type.parent?.table);
  return [
    {
      table: type.table,
      column: type.recordName,
      ...(type.parent && parent
        ? { parent: type.parent.column, kind: `${kind} of one ${parent.label.one.toLowerCase()}` }
        : { kind }),
    },
  ];
});

/** The unique name a table keeps, if it keeps one. */
export const uniqueNameOf = (table: string) => UNIQUE_NAMES.find((name) => name.table === table);

/** A live name that looked like an older live one when the look-alike rule came: kept as it was. */
export interface LookAlike {
  kind: string;
  id: number;
  name: string;
  /** The older live row with the same skeleton. */
  like: { id: number; name: string };
}

interface NameRow {
  id: number;
  name: string;
  parent: number | null;
  live: boolean;
  name_skeleton: string | null;
}

/** Rows a statement updates at most: one array parameter per column, as the seed writes. */
const BATCH_SIZE = 5_000;

/**
 * Writes the skeleton of every row that has none (every row once migration 019 has added the
 * column; afterwards rows written by SQL outside the server, and the look-alikes kept), oldest
 * first, and answers the live names it could not give one: their skeleton is an older live
 * name's, so the unique index would refuse it. Deleted rows get theirs whatever it is: a restore
 * is then refused while a live look-alike exists. The tables are locked against writes while
 * their rows are filled, so that no name saved meanwhile takes a skeleton given here.
 */
export async function fillNameSkeletons(tx: Queryable): Promise<LookAlike[]> {
  const lookAlikes: LookAlike[] = [];
  for (const unique of UNIQUE_NAMES) {
    const [pending] = await tx.query(
      `SELECT 1 FROM ${unique.table} WHERE name_skeleton IS NULL LIMIT 1`,
    );
    if (!pending) continue;
    await tx.query(`LOCK TABLE ${unique.table} IN SHARE ROW EXCLUSIVE MODE`);
    const rows = await tx.query<NameRow>(
      `SELECT id, ${unique.column} AS name, ${unique.parent ?? 'NULL::integer'} AS parent,
              deleted_at IS NULL AS live, name_skeleton
         FROM ${unique.table}
        WHERE name_skeleton IS NULL OR deleted_at IS NULL
        ORDER BY id`,
    );
    const holders = new Map<string, NameRow>();
    const keyOf = (row: NameRow, skeleton: string) => `${row.parent ?? ''} ${skeleton}`;
    for (const row of rows) {
      if (row.name_skeleton !== null) holders.set(keyOf(row, row.name_skeleton), row);
    }
    const filled: { id: number; skeleton: string }[] = [];
    for (const row of rows) {
      if (row.name_skeleton !== null) continue;
      const skeleton = nameSkeleton(row.name);
      const holder = row.live ? holders.get(keyOf(row, skeleton)) : undefined;
      if (holder) {
        lookAlikes.push({
          kind: unique.kind,
          id: row.id,
          name: row.name,
          like: { id: holder.id, name: holder.name },
        });
        continue;
      }
      if (row.live) holders.set(keyOf(row, skeleton), row);
      filled.push({ id: row.id, skeleton });
    }
    for (let start = 0; start < filled.length; start += BATCH_SIZE) {
      const batch = filled.slice(start, start + BATCH_SIZE);
      await tx.query(
        `UPDATE ${unique.table} t SET name_skeleton = k.skeleton
           FROM unnest($1::integer[], $2::text[]) AS k(id, skeleton)
          WHERE t.id = k.id`,
        [batch.map((row) => row.id), batch.map((row) => row.skeleton)],
      );
    }
  }
  return lookAlikes;
}

const quoted = (text: string) => `'${text.replaceAll("'", "''")}'`;

/** What the server's log says of the look-alikes kept: each with the name it looks like. */
export function lookAlikesReport(lookAlikes: readonly LookAlike[]): string {
  const pairs = lookAlikes.map(
    (row) =>
      `${row.kind}: ${row.id} ${quoted(row.name)} looks like ${row.like.id} ${quoted(row.like.name)}`,
  );
  return (
    `These live names look like older ones (by id), kept from before look-alikes were refused: ${pairs.join('; ')}. ` +
    'Rename or delete each name that looks like an older one: until then it cannot be saved under that name.'
  );
}
