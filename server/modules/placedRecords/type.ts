import type { z } from 'zod';
import type { RecordDeclaration } from '../../../shared/resources/record';
import { editableFields } from '../../../shared/schemas/fields';
import type { Queryable } from '../../db/database';
import type { UsageRule } from '../../http/usage';
import type { Services } from '../../services';
import { type RecordRepository, recordRepository } from '../../store/records';
import { IMAGE_COLUMNS } from '../images';

/**
 * A record type placed at a location, with card and profile images (organizations, events), as
 * the facts its saves and delete are made from (see save.ts and routes.ts).
 */
export interface PlacedRecordType<Input extends z.ZodObject = z.ZodObject> {
  /** Its table, paths, answer key and how messages name it. */
  declaration: RecordDeclaration;
  /** Its fields and rules; an update is checked against them merged with the stored record. */
  input: Input;
  /** Its fields and its location's address, flat, and the location's token (`…/with-location`). */
  withLocationInput: z.ZodObject;
  repository: RecordRepository<PlacedRow<Input>>;
  /** The kind of category it is filed under (its `category_id`). */
  category: 'organization' | 'event';
  /**
   * Whose live locations it may be at: its own (an organization, whose new location takes its
   * name and publish state) or its organization's (an event, by `organization_id`, which must be
   * live; a new location takes that organization's name and publish state).
   */
  locations: 'its own' | "its organization's";
  /** A new record must have both images. */
  imagesRequiredOnCreate: boolean;
  /**
   * The record as its saves and its delete answer it, read in the transaction; without it, the
   * row as written (a delete answers the row as it was).
   */
  answer?: (db: Queryable, services: Services, id: number) => Promise<object>;
  /** Its delete is refused (409, described) while other records use it. */
  refusedWhileUsed?: { rule: UsageRule<PlacedRow<Input>>; description: string };
  /** The OpenAPI summaries of its calls; `newLocation` says where a new location comes from. */
  summaries: { create: string; update: string; delete: string; newLocation: string };
}

/** A stored placed record: its fields, its image ids, its audit columns and its version. */
export type PlacedRow<Input extends z.ZodObject = z.ZodObject> = Omit<
  z.output<Input>,
  'updated_at'
> & {
  id: number;
  is_published: boolean;
  card_image_id: number | null;
  profile_image_id: number | null;
  created_by: number | null;
  updated_by: number | null;
  created_at: string;
  updated_at: string;
};

/**
 * The table of a placed record type: its input's fields are written, and the image ids, which
 * are set from uploads only (the input has no such fields).
 */
export const placedRecordRepository = <Input extends z.ZodObject>(
  declaration: RecordDeclaration,
  input: Input,
) =>
  recordRepository<PlacedRow<Input>>({
    table: declaration.table,
    label: declaration.label.one,
    writable: [...editableFields(input), ...IMAGE_COLUMNS],
    readable: ['created_by', 'updated_by'],
  });
