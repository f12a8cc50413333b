import { z } from 'zod';
import { messageText } from '../../shared/messages';
import type { Role } from '../../shared/resources/access';
import { administrators } from '../../shared/resources/administrators';
import {
  type AdministratorInput,
  type AdministratorUpdate,
  administratorInput,
  administratorUpdate,
} from '../../shared/schemas/administrator';
import type { Queryable } from '../db/database';
import { searchText } from '../http/crud';
import { csvExportRoute } from '../http/csvExport';
import {
  HttpError,
  invalidFields,
  notFound,
  PG_UNIQUE_VIOLATION,
  pgErrorCode,
  STALE_RECORD_MESSAGE,
} from '../http/errors';
import { defineRoutes, idParams, route } from '../http/routes';
import { likePattern } from '../store/records';
import type { ListSelection } from '../store/selection';

const LIST_PATH = '/api/admin/administrators';
const COLUMNS = [
  'id',
  'email',
  'name',
  'picture',
  'last_sign_in_at',
  'role',
  'state_ids',
  'city_ids',
  'updated_at',
] as const;

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

/** 400 naming each limit that is not a live province/state or municipality. */
async function assertLiveRegions(db: Queryable, stateIds: number[], cityIds: number[]) {
  const [missing] = await db.query<{ states: boolean; cities: boolean }>(
    `SELECT
       (SELECT count(*) FROM states WHERE id = ANY($1) AND deleted_at IS NULL) < cardinality($1::int[]) AS states,
       (SELECT count(*) FROM cities WHERE id = ANY($2) AND deleted_at IS NULL) < cardinality($2::int[]) AS cities`,
    [stateIds, cityIds],
  );
  const errors = {
    ...(missing?.states ? { state_ids: messageText('no_such_state') } : {}),
    ...(missing?.cities ? { city_ids: messageText('no_such_city') } : {}),
  };
  if (Object.keys(errors).length > 0) throw invalidFields(errors);
}

/** Adds a person by e-mail with their role; 409 when that address already is one. */
async function addAdministrator(db: Queryable, adminId: number, person: AdministratorInput) {
  await assertLiveRegions(db, person.state_ids, person.city_ids);
  try {
    const [added] = await db.query(
      `INSERT INTO administrators (email, role, state_ids, city_ids, created_by, updated_by)
       VALUES ($1, $2, $3, $4, $5, $5)
       RETURNING ${COLUMNS.join(', ')}`,
      [person.email, person.role, person.state_ids, person.city_ids, adminId],
    );
    return added;
  } catch (error) {
    if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) {
      throw new HttpError(409, messageText('already_administrator', { email: person.email }));
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
  const { target, administrators } = await lockPeople(tx, id);
  if (id === adminId) {
    throw new HttpError(409, messageText('revoke_yourself'));
  }
  if (target.role === 'administrator' && administrators === 1) {
    throw new HttpError(409, messageText('last_administrator'));
  }
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

/**
 * Locks every live person, so that two changes at once cannot leave no administrator, and
 * answers the one with `id` (404 when there is none) and how many administrators there are.
 */
async function lockPeople(tx: Queryable, id: number) {
  const live = await tx.query<{ id: number; role: Role }>(
    'SELECT id, role FROM administrators WHERE deleted_at IS NULL ORDER BY id FOR UPDATE',
  );
  const target = live.find((person) => person.id === id);
  if (!target) throw notFound('Administrator');
  const administrators = live.filter((person) => person.role === 'administrator').length;
  return { target, administrators };
}

/**
 * Changes a person's role or limits: not one's own, and never the last administrator's role.
 * Limits not sent are kept while the role stays editor, and cleared with another role.
 */
async function changeRole(tx: Queryable, adminId: number, id: number, change: AdministratorUpdate) {
  const { target, administrators } = await lockPeople(tx, id);
  if (id === adminId) throw new HttpError(409, messageText('own_role'));
  const role = change.role ?? target.role;
  if (target.role === 'administrator' && role !== 'administrator' && administrators === 1) {
    throw new HttpError(409, messageText('last_administrator_role'));
  }
  const [current] = await tx
    .query<{ state_ids: number[]; city_ids: number[]; stale: boolean }>(
      `SELECT state_ids, city_ids, updated_at <> $2::timestamptz AS stale
         FROM administrators WHERE id = $1`,
      [id, change.updated_at ?? null],
    )
    .catch((error: unknown) => {
      // 22007/22008: the token is not a timestamp PostgreSQL can read.
      if (['22007', '22008'].includes(pgErrorCode(error) ?? '')) {
        throw invalidFields({ updated_at: messageText('stale_token') });
      }
      throw error;
    });
  // Sent with the answer it was read from: another administrator's change since is not lost.
  if (current?.stale) throw new HttpError(409, STALE_RECORD_MESSAGE);
  const keep = role === 'editor';
  const stateIds = change.state_ids ?? (keep ? (current?.state_ids ?? []) : []);
  const cityIds = change.city_ids ?? (keep ? (current?.city_ids ?? []) : []);
  if (!keep && stateIds.length + cityIds.length > 0) {
    const field = stateIds.length > 0 ? 'state_ids' : 'city_ids';
    throw invalidFields({ [field]: messageText('limits_for_editors') });
  }
  await assertLiveRegions(tx, stateIds, cityIds);
  const [changed] = await tx.query(
    `UPDATE administrators SET role = $2, state_ids = $3, city_ids = $4,
            updated_at = now(), updated_by = $5
      WHERE id = $1 RETURNING ${COLUMNS.join(', ')}`,
    [id, role, stateIds, cityIds, adminId],
  );
  return changed;
}

export const administratorRoutes = defineRoutes(
  'administrators',
  [
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
        'Adds a person by the e-mail address of their Google account, with a role (administrator when not sent) and, for an editor, the provinces/states and municipalities they are limited to; they can sign in at once',
      body: administratorInput,
      status: 201,
      errors: { 409: 'That address already is an administrator' },
      async handler({ services: { db }, body, adminId }) {
        return { administrator: await addAdministrator(db, adminId, body) };
      },
    }),
    route({
      method: 'get',
      path: `${LIST_PATH}/{id}`,
      summary: 'One live person, with their role and limits',
      params: idParams,
      errors: { 404: 'No live administrator with this id' },
      async handler({ services: { db }, params }) {
        const [administrator] = await db.query(
          `SELECT ${COLUMNS.join(', ')} FROM administrators WHERE id = $1 AND deleted_at IS NULL`,
          [params.id],
        );
        if (!administrator) throw notFound('Administrator');
        return { administrator };
      },
    }),
    route({
      method: 'patch',
      path: `${LIST_PATH}/{id}`,
      summary:
        "Changes a person's role or an editor's limits (limits not sent are kept while they stay an editor); at once for their sessions; not one's own, and never the last administrator's role",
      params: idParams,
      body: administratorUpdate,
      errors: {
        404: 'No live administrator with this id',
        409: "One's own role, or the last administrator's",
      },
      async handler({ services: { db }, params, body, adminId }) {
        const administrator = await db.transaction((tx) =>
          changeRole(tx, adminId, params.id, body),
        );
        return { administrator };
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
  ],
  administrators,
);
