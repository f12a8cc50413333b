import type { Queryable } from '../../db/database';
import { withAllFieldErrors } from '../../http/errors';
import { mergeUpdate, type PartialBody } from '../../http/partialUpdate';
import type { Services } from '../../services';
import type { UploadedFile } from '../../uploads/uploads';
import { storeImages } from '../images';
import { liveLocation } from '../locations';
import { requireCategoryFor, requireLiveOrganization } from '../references';
import {
  checkChosenLocation,
  type LocationNow,
  locationOwner,
  organizationOf,
  planLocation,
  splitAddress,
  writeLocation,
} from './place';
import type { PlacedRecordType, PlacedRow } from './type';

/*
 * The save path of a placed record (an organization, an event), in one transaction:
 *   1. check the body: the sent fields over the stored record, then the records it references;
 *   2. place it: at the live location it names, or at its typed address, planned into its
 *      location or a new one (with the record's checks, so every field error is answered at once,
 *      before anything is written), then written;
 *   3. store its images;
 *   4. save the record, linked to its location;
 *   5. answer it as its type answers it.
 */

/** One save as a route hands it over. */
export interface Save {
  services: Services;
  /** The signed-in administrator: created_by / updated_by of every write. */
  adminId: number;
  /** The body's fields as parsed: all of them on a create, the sent ones on an update. */
  body: PartialBody;
  files: Record<string, UploadedFile | undefined>;
  /** The record an update changes; none on a create. */
  id?: number;
}

type Values = Record<string, unknown>;

/** The stored record an update changes, row-locked (404 when there is none); null on a create. */
const storedRecord = (tx: Queryable, type: PlacedRecordType, id: number | undefined) =>
  id === undefined ? null : type.repository.get(tx, id, 'FOR UPDATE');

/**
 * 1. The values to write: the sent fields over the stored ones, checked whole by the type's rules
 * (400 naming the fields), or a create's body; the version token is not a value.
 */
function valuesToWrite(type: PlacedRecordType, stored: PlacedRow | null, body: PartialBody) {
  if (stored) return mergeUpdate(type.input, stored, body) as Values;
  const { updated_at: _token, ...values } = body;
  return values;
}

/**
 * 1. The records the values reference, each live (400 naming the field), share-locked so that
 * none is deleted before the save commits: a category of its kind, an event's organization, and
 * the location it names, of that organization.
 */
async function checkReferences(
  tx: Queryable,
  type: PlacedRecordType,
  values: Values,
  id: number | null,
) {
  if (values.category_id) await requireCategoryFor(tx, values.category_id as number, type.category);
  if (type.locations === "its organization's") {
    await requireLiveOrganization(tx, values.organization_id as number, 'organization_id');
  }
  if (values.location_id) {
    const organizationId = organizationOf(type, id, values);
    await checkChosenLocation(tx, type, values.location_id as number, organizationId);
  }
}

/**
 * 3 and 4. Stores the uploaded images, then the record with them: created, or updated with the
 * 409 rule on the body's `updated_at`. Answers the stored row.
 */
async function storeRecord(tx: Queryable, type: PlacedRecordType, save: Save, values: Values) {
  const { adminId, id } = save;
  const row = { ...values, ...(await storeImages(tx, save.services, adminId, save.files)) };
  return id === undefined
    ? type.repository.create(tx, adminId, row)
    : type.repository.update(tx, adminId, id, row, save.body.updated_at);
}

/** 5. The record as its type answers it. */
const answerOf = (tx: Queryable, type: PlacedRecordType, services: Services, row: PlacedRow) =>
  type.answer ? type.answer(tx, services, row.id) : Promise.resolve(row);

/**
 * The spec's own save (`POST <path>`, `PATCH <path>/{id}`, a bulk publish), in the caller's
 * transaction: the location, if any, is the one `location_id` names. Answers the stored row and
 * the record as answered.
 */
export async function saveRecord(tx: Queryable, type: PlacedRecordType, save: Save) {
  const stored = await storedRecord(tx, type, save.id);
  const values = valuesToWrite(type, stored, save.body);
  await checkReferences(tx, type, values, save.id ?? null);
  const row = await storeRecord(tx, type, save, values);
  return { row, answer: await answerOf(tx, type, save.services, row) };
}

/**
 * 2. Where an updated record's typed address goes: its location, unless `location_id` is sent
 * empty (an event moving to another address); a location of its organization.
 */
function locationNow(
  type: PlacedRecordType,
  id: number,
  stored: PlacedRow,
  own: PartialBody,
): LocationNow {
  const { location_id: locationId, organization_id: organizationId } = stored as Values;
  return {
    locationId: own.location_id === null ? null : (locationId as number | null),
    organizationId:
      type.locations === 'its own' ? id : Number(own.organization_id ?? organizationId),
  };
}

/**
 * A save with its location (`…/with-location`), in one transaction: at the location the body
 * names, or at the address typed with it. Answers the record (under its answer key) and its
 * location.
 */
export function saveWithLocation(type: PlacedRecordType, save: Save) {
  return save.services.db.transaction((tx) => saveWithLocationIn(tx, type, save));
}

/** `saveWithLocation` in the caller's transaction (an import's batch saves its rows so). */
export async function saveWithLocationIn(tx: Queryable, type: PlacedRecordType, save: Save) {
  const key = type.declaration.api.recordKey;
  const { services, adminId, id } = save;
  const { own, address, locationUpdatedAt } = splitAddress(save.body);
  if (own.location_id) {
    // At a live location it names: a reference like any other; locations are not written.
    const { row, answer } = await saveRecord(tx, type, { ...save, body: own });
    const { location_id: locationId } = row as Values;
    return { [key]: answer, location: await liveLocation(tx, locationId as number) };
  }
  const stored = await storedRecord(tx, type, id);
  const [values, plan] = await withAllFieldErrors([
    async () => {
      const values = valuesToWrite(type, stored, own);
      await checkReferences(tx, type, { ...values, location_id: null }, id ?? null);
      return values;
    },
    // A new location (a create, or `location_id` sent empty) has no token to check.
    () =>
      stored && id !== undefined
        ? planLocation(
            tx,
            locationNow(type, id, stored, own),
            address,
            own.location_id === null ? undefined : locationUpdatedAt,
          )
        : planLocation(tx, null, address),
  ]);
  if (type.locations === 'its own' && id === undefined) {
    // A new organization is saved first: its new location needs its id.
    const created = await storeRecord(tx, type, save, values);
    const owner = await locationOwner(tx, type, created.id, created);
    const location = await writeLocation(tx, adminId, plan, owner);
    const linked = await type.repository.update(tx, adminId, created.id, {
      location_id: location.id,
    });
    return { [key]: await answerOf(tx, type, services, linked), location };
  }
  // An organization's own id here: only its update comes this way.
  const organizationId = organizationOf(type, id ?? null, values) as number;
  const owner = await locationOwner(tx, type, organizationId, values);
  const location = await writeLocation(tx, adminId, plan, owner);
  const row = await storeRecord(tx, type, save, { ...values, location_id: location.id });
  return { [key]: await answerOf(tx, type, services, row), location };
}
