import { declaredResources } from '../../shared/resources';
import { listOrders, sortKindOf } from '../../shared/resources/declaration';
import { textSortKey } from '../store/records';
import type { Queryable } from './database';

/** An index the declarations call for: its name and how it is made. */
export interface DeclaredIndex {
  name: string;
  create: string;
}

/**
 * The index of each order a declared list may take (shared/resources/*.ts: its default order
 * and its `sortable` columns), but id's where the primary key serves it: the order's key as the
 * list sorts by it, then id, over the live rows, so that a page in either direction is a range
 * read. A resource with a parent is listed per parent, so its keys lead with the parent's
 * column. Declaring a sortable column is all it takes; no migration names it.
 */
export const declaredIndexes: readonly DeclaredIndex[] = declaredResources.flatMap(
  (declaration) => {
    const parent = declaration.parent ? `${declaration.parent.column}, ` : '';
    // Without a parent, the primary key serves the order by id (the default one).
    const orders = parent
      ? [...new Set([...listOrders(declaration), 'id'])]
      : listOrders(declaration).filter((column) => column !== 'id');
    return orders.map((column) => {
      const name = `${declaration.table}_${column}_order`;
      const key = sortKindOf(declaration, column) === 'text' ? textSortKey(column) : column;
      const keys = column === 'id' ? `${parent}id` : `${parent}${key}, id`;
      return {
        name,
        create: `CREATE INDEX IF NOT EXISTS ${name} ON ${declaration.table} (${keys}) WHERE deleted_at IS NULL`,
      };
    });
  },
);

/**
 * Makes the declared indexes the database lacks; answers their names. They are built in the
 * migration's transaction, locking writes to their table meanwhile: the declared tables are
 * catalogues of a few hundred rows. An index a declaration no longer calls for stays until a
 * migration drops it.
 */
export async function createDeclaredIndexes(tx: Queryable): Promise<string[]> {
  const rows = await tx.query<{ indexname: string }>(
    'SELECT indexname FROM pg_indexes WHERE indexname = ANY($1)',
    [declaredIndexes.map((index) => index.name)],
  );
  const present = new Set(rows.map((row) => row.indexname));
  const missing = declaredIndexes.filter((index) => !present.has(index.name));
  for (const index of missing) await tx.query(index.create);
  return missing.map((index) => index.name);
}
