import type { Access } from './access';

/**
 * What every record type's declaration says, whatever else its shape holds (a declared
 * resource's fields and list, a hand-shaped record's route, a region level's parent, an event
 * link's organization): its table and names in both languages, what names one record, what it
 * belongs to and references, and what it clashes on. The history, the trash and restore, their
 * labels and links derive from these facts alone (server/modules/recordTables.ts,
 * src/resources/history/historyTargets.ts); every table listed in shared/resources/index.ts has
 * a history and a trash.
 */
export interface RecordType {
  /** react-admin's resource name. */
  name: string;
  /** The table its records live in (server/db/migrations): `deleted_at`, `updated_by` and an id. */
  table: string;
  /** How the API's messages and the console in English name one record and several. */
  label: { one: string; many: string };
  /** How the console in French names one record and several. */
  fr: { one: string; many: string };
  /**
   * A Material icon's name for its menu entry and its records (src/resources/declared/index.ts
   * lists those the shell may load), when it has an entry of its own.
   */
  icon?: string;
  /** The column naming a record; without one, a record is named by `label.one`. */
  recordName?: string;
  /** In running text, when not `label.one` lower-cased: "app settings record". */
  noun?: string;
  /** A column referencing the record whose name names this one: a sponsorship is its sponsor's. */
  namedBy?: string;
  /**
   * The spec's API under /api, where it has the usual calls: records are created at `path` and
   * got, updated and deleted at `<path>/{id}`; a record type with a parent is listed under the
   * parent's record (`<the parent's path>/{id}/<listKey>`, shared/resources/references.ts).
   */
  api?: RecordApi;
  /** The record it belongs to, whose screen its own sits under (a municipality's province). */
  parent?: RecordReference;
  /**
   * The other live records it needs, outermost first: each reference its create route checks.
   * A restore refuses while one of them or its parent is deleted.
   */
  references?: readonly RecordReference[];
  /**
   * Its `recordName` is unique among the live records (under the same parent), look-alikes
   * included (server/db/nameSkeletons.ts): a restore clashes on the name.
   */
  uniqueName?: true;
  /** What a live record it would clash with shares, when restoring breaks another unique rule. */
  clash?: string;
  /** Where the console manages its records, when they have no record screen of their own. */
  shownAt?: string;
  /**
   * Its form's titled sections in order, each naming its inputs in order with how much of the
   * line each takes at desktop width (on a phone, all of it). An input is a field, or a block of
   * fields a hand-built form draws as one: `address` (a place's search, pickers and address
   * lines), `place` (an event's location or another address). Without it a form is its fields
   * in order, one a line.
   */
  form?: FormLayout;
  /**
   * The least role that reads its records and the least that changes them, where they differ
   * from every role reading and editors changing (shared/resources/access.ts): people and app
   * settings are the administrators' alone.
   */
  access?: Partial<Access>;
  /**
   * Its rows keep their place (`place_state_id`, `place_city_id`, from their location,
   * `location_id`): an editor limited to a region changes only the records placed there, and the
   * records under them.
   */
  placed?: true;
}

/** Where a record type's records are in the API, and the keys its answers carry them under. */
export interface RecordApi {
  path: string;
  listKey: string;
  recordKey: string;
}

/** How much of its section's line an input takes at desktop width. */
export type InputWidth = 'full' | 'half' | 'short';

export type FormLayout = Readonly<Record<string, Readonly<Record<string, InputWidth>>>>;

/** A column of the record pointing at a record of `table`. */
export interface RecordReference {
  column: string;
  table: string;
  /**
   * What deleting the referenced record does to this one: by default the delete is refused
   * while this one is live (an event's category); `cascade` deletes this one in the same moment
   * and a restore brings it back (an organization's locations); `clear` empties the column (an
   * organization whose location is deleted is left without one).
   */
  onDelete?: 'refuse' | 'cascade' | 'clear';
}

/** Declares a record type that is only that (its routes and screens are written by hand). */
export const declareRecordType = <const Type extends RecordType>(type: Type): Type => type;
