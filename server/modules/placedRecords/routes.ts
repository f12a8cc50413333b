import { apiPaths } from '../../../shared/resources/record';
import type { Queryable } from '../../db/database';
import { bulkRoute, deleteStep, publishSteps } from '../../http/bulk';
import { partialInput } from '../../http/partialUpdate';
import { idParams, route } from '../../http/routes';
import { lockUnlessUsed } from '../../http/usage';
import { deleteWithDependents } from '../deleteWithDependents';
import { cardAndProfileImageRules } from '../images';
import { saveRecord, saveWithLocation } from './save';
import type { PlacedRecordType } from './type';

/**
 * Deletes a placed record (soft delete) with its dependents, unless records still use it (409);
 * answers the row as it was.
 */
export async function deletePlacedRecord(
  tx: Queryable,
  type: PlacedRecordType,
  adminId: number,
  id: number,
) {
  // Locked first: a record referencing it created meanwhile waits, then sees it deleted.
  if (type.refusedWhileUsed) await lockUnlessUsed(tx, type.refusedWhileUsed.rule, id);
  return deleteWithDependents(tx, type.repository, adminId, id);
}

/**
 * The calls that change a placed record: its bulk actions (publish and unpublish are its update;
 * delete its delete), the spec's create and update, its saves with its location (at the declared
 * paths with their suffix: `POST /api/admin/event/with-location`), and its delete. Each runs in
 * one transaction and answers the record under its declared key.
 */
export function placedRecordRoutes(type: PlacedRecordType) {
  const { declaration, summaries } = type;
  const key = declaration.api.recordKey;
  const noun = declaration.label.one.toLowerCase();
  const one = `an ${noun}`;
  const { collection, item } = apiPaths(declaration);
  const suffix = declaration.api.writeSuffix ?? '';
  const images = (kind: 'create' | 'update') =>
    cardAndProfileImageRules(type.imagesRequiredOnCreate, kind);
  const notFoundError = { 404: `No live ${noun} with this id` };
  const locatedInput = type.withLocationInput;
  return {
    bulk: bulkRoute({
      collection,
      table: declaration.table,
      plural: declaration.label.many.toLowerCase(),
      actions: {
        ...publishSteps(type.repository, (record, _stored, sent) =>
          saveRecord(record.tx, type, { ...record, body: sent, files: {} }),
        ),
        delete: deleteStep(({ tx, adminId, id }) => deletePlacedRecord(tx, type, adminId, id)),
      },
    }),
    saves: [
      route({
        method: 'post',
        path: collection,
        summary: summaries.create,
        body: type.input,
        bodyTypes: 'both',
        files: images('create'),
        status: 201,
        async handler({ services, body, files, adminId }) {
          const { answer } = await services.db.transaction((tx) =>
            saveRecord(tx, type, { services, adminId, body, files }),
          );
          return { [key]: answer };
        },
      }),
      route({
        method: 'patch',
        path: item,
        summary: summaries.update,
        params: idParams,
        body: partialInput(type.input),
        bodyTypes: 'both',
        files: images('update'),
        errors: {
          ...notFoundError,
          409: `updated_at differs from the stored one: someone else changed the ${noun}`,
        },
        async handler({ services, params, body, files, adminId }) {
          const { answer } = await services.db.transaction((tx) =>
            saveRecord(tx, type, { services, adminId, id: params.id, body, files }),
          );
          return { [key]: answer };
        },
      }),
      route({
        method: 'post',
        path: `${collection}${suffix}`,
        summary: `Creates ${one} and its location in one transaction from the ${noun}'s fields and the location's address (flat), both checked before anything is written; ${summaries.newLocation}. Answers both`,
        body: locatedInput,
        bodyTypes: 'both',
        files: images('create'),
        status: 201,
        handler: ({ services, body, files, adminId }) =>
          saveWithLocation(type, { services, adminId, body, files }),
      }),
      route({
        method: 'patch',
        path: `${item}${suffix}`,
        summary: `Updates ${one} and its location's address in one transaction (the sent fields, as PATCH does); without a location it gets one (${summaries.newLocation}). With \`updated_at\` and \`location_updated_at\`, only if nobody changed either since. Answers both`,
        params: idParams,
        body: partialInput(locatedInput),
        bodyTypes: 'both',
        files: images('update'),
        errors: {
          ...notFoundError,
          409: `updated_at or location_updated_at differs from the stored one: someone else changed the ${noun} or its location`,
        },
        handler: ({ services, params, body, files, adminId }) =>
          saveWithLocation(type, { services, adminId, id: params.id, body, files }),
      }),
    ],
    delete: route({
      method: 'delete',
      path: item,
      summary: summaries.delete,
      params: idParams,
      errors: {
        ...notFoundError,
        ...(type.refusedWhileUsed && { 409: type.refusedWhileUsed.description }),
      },
      async handler({ services, params, adminId }) {
        const record = await services.db.transaction(async (tx) => {
          // Answered as it was: read before its delete when its type has an answer of its own.
          const asItWas = type.answer && (await type.answer(tx, services, params.id));
          const removed = await deletePlacedRecord(tx, type, adminId, params.id);
          return asItWas ?? removed;
        });
        return { [key]: record };
      },
    }),
  };
}
