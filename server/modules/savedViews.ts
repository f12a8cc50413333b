import { z } from 'zod';
import { messageText } from '../../shared/messages';
import { hasRole } from '../../shared/resources/access';
import { savedViews } from '../../shared/resources/savedViews';
import { requiredText } from '../../shared/schemas/fields';
import {
  type SavedView,
  type SavedViewInput,
  savedViewChange,
  savedViewInput,
} from '../../shared/schemas/savedView';
import type { Queryable } from '../db/database';
import type { SignedInAdministrator } from '../http/auth';
import { HttpError, notFound } from '../http/errors';
import { defineRoutes, idParams, route } from '../http/routes';
import { recordRepository, textSortKey } from '../store/records';

/** A view's row as stored: its params are written as JSON text into the jsonb column. */
type SavedViewRow = Omit<SavedView, 'owner_email' | 'mine'>;

const viewRows = recordRepository<SavedViewRow>({
  table: savedViews.table,
  label: savedViews.label.one,
  writable: ['name', 'list', 'params', 'shared', 'owner_id'],
  conflictMessage: messageText('saved_view_name_taken'),
});

/** The values a write stores: the params as JSON text, for the jsonb column. */
const storedValues = ({ params, ...values }: Partial<SavedViewInput>) => ({
  ...values,
  ...(params === undefined ? {} : { params: JSON.stringify(params) }),
});

/**
 * The views `personId` sees, as the API answers them: their own and everyone's shared ones, with
 * the owner's e-mail, by list and name; those of one list, or the one of an id, when `only` says
 * so. A list's are read along saved_views_name_live, led by the list.
 */
function visibleViews(
  db: Queryable,
  personId: number,
  only?: { column: 'v.list' | 'v.id'; value: string | number },
) {
  return db.query<SavedView>(
    `SELECT v.id, v.name, v.list, v.params, v.shared, v.owner_id, a.email AS owner_email,
            v.owner_id = $1 AS mine, v.created_at, v.updated_at
       FROM saved_views v JOIN administrators a ON a.id = v.owner_id
      WHERE v.deleted_at IS NULL AND (v.owner_id = $1 OR v.shared)
        ${only ? `AND ${only.column} = $2` : ''}
      ORDER BY v.list, ${textSortKey('v.name')}, v.id`,
    only ? [personId, only.value] : [personId],
  );
}

async function visibleView(db: Queryable, personId: number, id: number): Promise<SavedView> {
  const [view] = await visibleViews(db, personId, { column: 'v.id', value: id });
  if (!view) throw notFound(savedViews.label.one);
  return view;
}

/**
 * The view `id`, locked for the rest of the transaction, when `person` may change it: theirs,
 * or (`administratorsToo`, a delete) a shared one and they are an administrator. Another
 * person's private view is not found, as the list does not show it.
 */
async function ownedView(
  tx: Queryable,
  person: SignedInAdministrator,
  id: number,
  administratorsToo = false,
): Promise<SavedViewRow> {
  const view = await viewRows.get(tx, id, 'FOR UPDATE');
  if (view.owner_id === person.id) return view;
  if (!view.shared) throw notFound(savedViews.label.one);
  if (administratorsToo && hasRole(person, 'administrator')) return view;
  throw new HttpError(403, messageText('saved_view_not_yours', { name: view.name }));
}

const signedIn = (administrator: SignedInAdministrator | undefined) => {
  if (!administrator) throw new HttpError(401, messageText('sign_in'));
  return administrator;
};

const { path, listKey, recordKey } = savedViews.api;
const collection = `/api${path}`;
const item = `${collection}/{id}`;
const notFoundError = { 404: 'No live saved view of yours, or shared, with this id' };

/** Every person's saved views of the lists: anyone signed in saves their own (viewers too). */
export const savedViewRoutes = defineRoutes(
  'saved views',
  [
    route({
      method: 'get',
      path: collection,
      summary: "The saved views the signed-in person sees: their own and everyone's shared ones",
      description:
        'Of one list (`list`), or of every list; by list, then name. Each says whose it is (`owner_email`) and whether it is the asker’s own (`mine`).',
      query: z.object({ list: requiredText(200).optional().describe("Only this list's views") }),
      async handler({ services: { db }, query, adminId }) {
        const only =
          query.list === undefined ? undefined : { column: 'v.list' as const, value: query.list };
        return { [listKey]: await visibleViews(db, adminId, only) };
      },
    }),
    route({
      method: 'post',
      path: collection,
      summary: "Saves a list's filters, search and order as a named view, private or shared",
      body: savedViewInput,
      status: 201,
      errors: { 409: 'The person already has a live view of this name on this list' },
      async handler({ services: { db }, body, adminId }) {
        return db.transaction(async (tx) => {
          const { id } = await viewRows.create(tx, adminId, {
            ...storedValues(body),
            owner_id: adminId,
          });
          return { [recordKey]: await visibleView(tx, adminId, id) };
        });
      },
    }),
    route({
      method: 'patch',
      path: item,
      summary: 'Renames, shares or unshares a view of one’s own, or changes its params',
      description: 'Only the fields sent change; `updated_at` (optional) refuses a lost update.',
      params: idParams,
      body: savedViewChange,
      errors: {
        ...notFoundError,
        403: 'The view is another person’s',
        409: 'The person already has a live view of this name on this list, or it changed since',
      },
      async handler({ services: { db }, params, body, administrator }) {
        const person = signedIn(administrator);
        return db.transaction(async (tx) => {
          await ownedView(tx, person, params.id);
          const { updated_at: updatedAt, ...values } = body;
          await viewRows.update(tx, person.id, params.id, storedValues(values), updatedAt);
          return { [recordKey]: await visibleView(tx, person.id, params.id) };
        });
      },
    }),
    route({
      method: 'delete',
      path: item,
      summary: 'Deletes a view of one’s own, or, for an administrator, a shared one (soft delete)',
      params: idParams,
      errors: { ...notFoundError, 403: 'The view is another person’s' },
      async handler({ services: { db }, params, administrator }) {
        const person = signedIn(administrator);
        return db.transaction(async (tx) => {
          await ownedView(tx, person, params.id, true);
          return { [recordKey]: await viewRows.remove(tx, person.id, params.id) };
        });
      },
    }),
  ],
  'signed-in',
);
