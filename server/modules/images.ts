import type { z } from 'zod';
import { apiPaths, type RecordDeclaration } from '../../shared/resources/record';
import { editableFields } from '../../shared/schemas/fields';
import type { Queryable } from '../db/database';
import { storeLinkedUploads } from '../http/crud';
import { mergeUpdate, type PartialBody, partialInput } from '../http/partialUpdate';
import { type RecordRepository, recordRepository } from '../http/records';
import { idParams, route } from '../http/routes';
import type { FileRule, UploadedFile } from '../http/uploads';
import type { Services } from '../services';
import { type WithLocationResource, withLocationRoutes } from './withLocation';

/**
 * The card and profile images of organizations and events: uploaded as files, stored in the
 * files table and linked from the record's column, answered as signed URLs under the same names.
 */
export const CARD_AND_PROFILE_IMAGES = {
  card_image: {
    kind: 'image',
    label: 'Card image',
    column: 'card_image_id',
    description: 'The card image',
  },
  profile_image: {
    kind: 'image',
    label: 'Profile image',
    column: 'profile_image_id',
    description: 'The profile image',
  },
} satisfies Record<string, FileRule & { column: 'card_image_id' | 'profile_image_id' }>;

/** A create, or an update (`update`, with the 409 rule), of a record with card and profile images. */
export interface ImagedWrite<Values> {
  tx: Queryable;
  services: Services;
  adminId: number;
  values: Values;
  files: Record<string, UploadedFile | undefined>;
  update?: { id: number; updatedAt: string | undefined };
}

/**
 * Stores a record's uploaded images and its values, whose references were checked before;
 * answers the stored row.
 */
async function storeWithImages<Row>(
  repository: RecordRepository<Row>,
  write: ImagedWrite<object>,
): Promise<Row> {
  const { tx, services, adminId, update } = write;
  const images = await storeLinkedUploads(
    tx,
    services,
    adminId,
    CARD_AND_PROFILE_IMAGES,
    write.files,
  );
  const values = { ...write.values, ...images };
  return update
    ? repository.update(tx, adminId, update.id, values, update.updatedAt)
    : repository.create(tx, adminId, values);
}

/**
 * The card and profile images' upload rules on create and on update (where a missing image
 * stays as it is); `requiredOnCreate` when a new record must have both.
 */
const cardAndProfileImageRules =
  (requiredOnCreate: boolean) =>
  (kind: 'create' | 'update'): Record<string, FileRule> =>
    Object.fromEntries(
      Object.entries(CARD_AND_PROFILE_IMAGES).map(([field, rule]) => {
        const required = requiredOnCreate && kind === 'create';
        const stays = kind === 'update' ? ' (without it the image stays)' : '';
        return [
          field,
          {
            ...rule,
            ...(requiredOnCreate && { required }),
            description: `${rule.description}: PNG, JPEG, WebP, GIF or a safe SVG, at most 5 MB${stays}${required ? ' (required)' : ''}`,
          },
        ];
      }),
    );

/** The values of a record type with images as its input gives them, without the version token. */
export type ImagedValues<Input extends z.ZodObject> = Omit<z.output<Input>, 'updated_at'>;

/** A record type with card and profile images, as `imagedWriteRoutes` declares its writes. */
export interface ImagedRecordType<
  Input extends z.ZodObject,
  Row,
  LocatedInput extends z.ZodObject,
> {
  declaration: RecordDeclaration;
  /** Its fields and rules; an update is checked against them merged with the stored record. */
  input: Input;
  repository: RecordRepository<Row>;
  /** A new record must have both images. */
  imagesRequiredOnCreate: boolean;
  /** Checks the references, stores the images and the values; answers the record as GET does. */
  write(write: ImagedWrite<ImagedValues<Input>>): Promise<object>;
  summaries: { create: string; update: string };
  /** Its saves together with its location, beside the spec's own (see withLocation.ts). */
  withLocation: Omit<WithLocationResource<LocatedInput>, 'declaration' | 'files'>;
}

/** An update of one record with images, as its PATCH sends it: the sent fields and uploads. */
export interface ImagedUpdate {
  tx: Queryable;
  services: Services;
  adminId: number;
  id: number;
  /** The sent fields, each checked by its own rule, and the optional `updated_at`. */
  sent: PartialBody;
  files: Record<string, UploadedFile | undefined>;
}

/**
 * The update of a record with images (its PATCH, and the bulk publish and unpublish): the
 * record row-locked, the sent fields over the stored ones checked as a whole, then written by
 * `type.write` (references, uploads, the 409 rule with `updated_at`); answers what it answers.
 */
export function imagedUpdate<Input extends z.ZodObject, Row>(
  type: Pick<ImagedRecordType<Input, Row, z.ZodObject>, 'input' | 'repository' | 'write'>,
) {
  return async ({ tx, services, adminId, id, sent, files }: ImagedUpdate): Promise<object> => {
    const stored = await type.repository.get(tx, id, 'FOR UPDATE');
    const values = mergeUpdate(
      type.input as z.ZodType<{ updated_at?: string }>,
      stored as object,
      sent,
    );
    return type.write({
      tx,
      services,
      adminId,
      values: values as ImagedValues<Input>,
      files,
      update: { id, updatedAt: sent.updated_at },
    });
  };
}

/**
 * The spec's create (`POST <path>`) and update (`PATCH <path>/{id}`, the sent fields, with the
 * 409 rule) of a record with card and profile images, each in one transaction, answering the
 * record under its declared key; then its saves with its location.
 */
export function imagedWriteRoutes<Input extends z.ZodObject, Row, LocatedInput extends z.ZodObject>(
  type: ImagedRecordType<Input, Row, LocatedInput>,
) {
  const { declaration, input } = type;
  const update = imagedUpdate(type);
  const rules = cardAndProfileImageRules(type.imagesRequiredOnCreate);
  const { collection, item } = apiPaths(declaration);
  const noun = declaration.label.one.toLowerCase();
  const answer = (record: object) => ({ [declaration.api.recordKey]: record });
  return [
    route({
      method: 'post',
      path: collection,
      summary: type.summaries.create,
      body: input,
      bodyTypes: 'both',
      files: rules('create'),
      status: 201,
      async handler({ services, body, files, adminId }) {
        const { updated_at: _ignored, ...values } = body as z.output<Input>;
        const record = await services.db.transaction((tx) =>
          type.write({ tx, services, adminId, values: values as ImagedValues<Input>, files }),
        );
        return answer(record);
      },
    }),
    route({
      method: 'patch',
      path: item,
      summary: type.summaries.update,
      params: idParams,
      body: partialInput(input),
      bodyTypes: 'both',
      files: rules('update'),
      errors: {
        404: `No live ${noun} with this id`,
        409: `updated_at differs from the stored one: someone else changed the ${noun}`,
      },
      async handler({ services, params, body, files, adminId }) {
        const record = await services.db.transaction((tx) =>
          update({ tx, services, adminId, id: params.id, sent: body, files }),
        );
        return answer(record);
      },
    }),
    ...withLocationRoutes({ ...type.withLocation, declaration, files: rules }),
  ];
}

/** A stored record with card and profile images, its audit columns and its version. */
export type ImagedRecord<Input extends z.ZodObject> = ImagedValues<Input> & {
  id: number;
  card_image_id: number | null;
  profile_image_id: number | null;
  created_by: number | null;
  updated_by: number | null;
  created_at: string;
  updated_at: string;
};

/** The table of a record type with card and profile images, which stores a write with its images. */
export interface ImagedRepository<Input extends z.ZodObject>
  extends RecordRepository<ImagedRecord<Input>> {
  /**
   * Stores a write's uploaded images and its values, whose references were checked before;
   * answers the stored row.
   */
  storeWithImages(write: ImagedWrite<object>): Promise<ImagedRecord<Input>>;
}

/**
 * The table of a declared record type with card and profile images: its input's fields are
 * written, and the image ids, which are set from uploads only (the input has no such fields).
 */
export function imagedRepository<Input extends z.ZodObject>(
  declaration: RecordDeclaration,
  input: Input,
): ImagedRepository<Input> {
  const repository = recordRepository<ImagedRecord<Input>>({
    table: declaration.table,
    label: declaration.label.one,
    writable: [...editableFields(input), 'card_image_id', 'profile_image_id'],
    readable: ['created_by', 'updated_by'],
  });
  return { ...repository, storeWithImages: (write) => storeWithImages(repository, write) };
}
