import { z } from 'zod';
import { messageText } from '../../shared/messages';
import { administratorInput } from '../../shared/schemas/administrator';
import type { Queryable } from '../db/database';
import { searchText } from '../http/crud';
import { csvExportRoute } from '../http/csvExport';
import { HttpError, notFound, PG_UNIQUE_VIOLATION, pgErrorCode } from '../http/errors';
import { defineRoutes, idParams, route } from '../http/routes';
import { likePattern } from '../store/records';
import type { ListSelection } from '../store/selection';

const LIST_PATH = '/api/admin/administrators';
const COLUMNS = ['id', 'email', 'name', 'picture', 'last_sign_in_at'] as const;

/** The live administrators by e-mail; `q` keeps those whose e-mail or name contains it. */
function administratorSelection(q: string | undefined): ListSelection {
  const search = q?.trim();
  return {
    sql: `SELECT ${COLUMNS.join(', ')} FROM administrators
           WHERE deleted_at IS NULL${search ? ' AND (lower(email) LIKE $1 OR lower(name) LIKE $1)' : ''}
           ORDER BY lower(email)`,
    params: search ? [likePattern(search)] : [],
    columns: COLUMNS,
  };
}

/** Adds an administrator by e-mail; 409 when that address already is one. */
async function addAdministrator(db: Queryable, adminId: number, email: string) {
  try {
    const [added] = await db.query(
      `INSERT INTO administrators (email, created_by, updated_by) VALUES ($1, $2, $2)
       RETURNING ${COLUMNS.join(', ')}`,
      [email, adminId],
    );
    return added;
  } catch (error) {
    if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) {
      throw new HttpError(409, messageText('already_administrator', { email }));
    }
    throw error;
  }
}

/**
 * Revokes an administrator: their sessions end with it (every request checks that its session's
 * administrator is live). Every live administrator is locked first, so two revocations at once
 * cannot leave none.
 */
async function revokeAdministrator(tx: Queryable, adminId: number, id: number) {
  const live = await tx.query<{ id: number }>(
    'SELECT id FROM administrators WHERE deleted_at IS NULL ORDER BY id FOR UPDATE',
  );
  if (!live.some((administrator) => administrator.id === id)) throw notFound('Administrator');
  if (id === adminId) {
    throw new HttpError(409, messageText('revoke_yourself'));
  }
  if (live.length === 1) throw new HttpError(409, messageText('last_administrator'));
  const [revoked] = await tx.query(
    `UPDATE administrators SET deleted_at = now(), deleted_by = $2, updated_at = now(), updated_by = $2
      WHERE id = $1 RETURNING ${COLUMNS.join(', ')}`,
    [id, adminId],
  );
  await tx.query(
    `UPDATE sessions SET deleted_at = now(), deleted_by = $2, updated_at = now(), updated_by = $2
      WHERE administrator_id = $1 AND deleted_at IS NULL`,
    [id, adminId],
  );
  return revoked;
}

export const administratorRoutes = defineRoutes('administrators', [
  route({
    method: 'get',
    path: LIST_PATH,
    summary: 'The live administrators of the directory, by e-mail, with their last sign-in',
    async handler({ services: { db } }) {
      const { sql, params } = administratorSelection(undefined);
      return { administrators: await db.query(sql, params) };
    },
  }),
  csvExportRoute({
    listPath: LIST_PATH,
    plural: 'administrators',
    query: z.object({ q: searchText('the e-mail or name') }),
    selection: ({ query }) => administratorSelection(query.q),
  }),
  route({
    method: 'post',
    path: LIST_PATH,
    summary:
      'Adds an administrator by the e-mail address of their Google account; they can sign in at once',
    body: administratorInput,
    status: 201,
    errors: { 409: 'That address already is an administrator' },
    async handler({ services: { db }, body, adminId }) {
      return { administrator: await addAdministrator(db, adminId, body.email) };
    },
  }),
  route({
    method: 'delete',
    path: `${LIST_PATH}/{id}`,
    summary:
      'Revokes an administrator: their sessions end at once; not oneself, and never the last one',
    params: idParams,
    errors: {
      404: 'No live administrator with this id',
      409: 'Oneself, or the last administrator',
    },
    async handler({ services: { db }, params, adminId }) {
      const administrator = await db.transaction((tx) =>
        revokeAdministrator(tx, adminId, params.id),
      );
      return { administrator };
    },
  }),
]);
