import { messageText } from '../messages';
import type { RecordApi, RecordReference, RecordType } from './recordType';

/**
 * What a resource declaration says, as data: the server derives its routes, validation and
 * OpenAPI entries from it, the console its data-provider entry, menu entry and views, and the
 * test suites their coverage. Nothing here imports zod, so the console's shell can read every
 * declaration without downloading the validation library (shared/resources/schema.ts derives
 * the zod schema where a form or the server validates).
 */

interface FieldBase {
  /** What the form's input and the list's column are labelled, and how errors name the field. */
  label: string;
}

/** Free text: trimmed, required, at most `max` characters; `rows` makes a multi-line input. */
export interface TextField extends FieldBase {
  kind: 'text';
  max: number;
  rows?: number;
}

/** A name people read in lists and pickers: normalized, refused when it could pass for another. */
export interface NameField extends FieldBase {
  kind: 'name';
  max: number;
}

/** A required http(s) link. */
export interface UrlField extends FieldBase {
  kind: 'url';
}

/** A true/false checkbox, false when not sent. */
export interface FlagField extends FieldBase {
  kind: 'flag';
}

/** One of fixed values, shown by their labels; `placeholder` is the empty entry's text. */
export interface ChoiceField extends FieldBase {
  kind: 'choice';
  choices: Readonly<Record<string, string>>;
  placeholder: string;
  /** The message when none is chosen. */
  missing: string;
}

/**
 * An uploaded SVG icon kept in the files table: the record's `column` holds its id and answers
 * carry it as `{ id, url }` under `key`. Required on create; an update without it keeps it.
 */
export interface SvgIconField extends FieldBase {
  kind: 'svgIcon';
  column: string;
  key: string;
}

/**
 * The id of a live record of another record type (`table`), chosen by its name. A write naming
 * none is refused with `missing`, one that is not live with `notFound`. `onDelete` says what
 * deleting the referenced record does to this one (shared/resources/recordType.ts). With
 * `parent`, the record belongs to the one it references: its list is that record's, at
 * `<the parent's api.path>/{id}/<listKey>`, and the console shows it on the parent's page.
 */
export interface ReferenceField extends FieldBase {
  kind: 'reference';
  table: string;
  missing: string;
  notFound: string;
  onDelete?: RecordReference['onDelete'];
  parent?: true;
}

/**
 * An optional whole number within [min, max]; left blank, the record has none (null). `hint`
 * says what none means.
 */
export interface WholeNumberField extends FieldBase {
  kind: 'wholeNumber';
  min: number;
  max: number;
  hint?: string;
}

export type FieldDeclaration =
  | ReferenceField
  | WholeNumberField
  | TextField
  | NameField
  | UrlField
  | FlagField
  | ChoiceField
  | SvgIconField;

export type FieldKind = FieldDeclaration['kind'];

/** How a list column shows its value; a field's column shows it as its kind does. */
export type ColumnDisplay = 'text' | 'dateTime' | 'publishState';

export interface ColumnDeclaration {
  /** A declared field, or one the API adds (`id`, `created_at`). */
  source: string;
  label: string;
  /** How the value is shown when it is not a declared field (default: as text). */
  display?: ColumnDisplay;
  /** A click on the header orders the list by it, both ways (on the server, by an index). */
  sortable?: boolean;
}

/**
 * A rule over several fields: at least one of the flags is set, else `message` on `path`.
 */
export interface AnyOfRule {
  anyOf: readonly string[];
  message: string;
  path: string;
}

/**
 * The spec's texts about the resource; `{field}` is replaced by the record's value. Titles
 * default to "<Many> List", "New <One>" and "Edit <One>", messages to "<One> with ID {id} has
 * been created" (edited, deleted).
 */
export interface ResourceTexts {
  listTitle: string;
  createTitle: string;
  editTitle: string;
  created: string;
  updated: string;
  deleted: string;
}

/**
 * The resource's texts in French, beside its English ones: its names and their gender, every
 * field's label, every form section's title, choice and placeholder, and the list's column
 * headers that are not their field's label (but the id's, "ID" in both). Its titles and
 * messages are worded from its names and gender (`frenchTextsOf`), but those it words otherwise.
 */
export interface ResourceFrench<Fields> {
  one: string;
  many: string;
  gender: 'feminine' | 'masculine';
  fields: { readonly [Name in keyof Fields]: string };
  columns?: Readonly<Record<string, string>>;
  sections?: Readonly<Record<string, string>>;
  choices?: Readonly<Record<string, Readonly<Record<string, string>>>>;
  placeholders?: Readonly<Record<string, string>>;
  /** The French of fields' `hint`s. */
  hints?: Readonly<Record<string, string>>;
  texts?: Partial<ResourceTexts>;
  /**
   * Its own API messages (see `declaredMessages` in shared/messages.ts), by their code after the
   * resource's name: `unique`, `in_use`, `rule.<path>`, `missing.<field>`,
   * `not_found.<field>`; `%{name}` fill-ins.
   */
  messages?: Readonly<Record<string, string>>;
}

export interface ResourceDeclaration<
  Fields extends Readonly<Record<string, FieldDeclaration>> = Readonly<
    Record<string, FieldDeclaration>
  >,
> extends RecordType {
  /** react-admin's resource name and the console's list path: `sponsors` -> /sponsors. */
  name: string;
  /** How the console and the API's messages name one record and several: "Sponsor", "Sponsors". */
  label: { one: string; many: string };
  fr: ResourceFrench<Fields>;
  /** A Material icon's name for the menu and the resource (see src/resources/declared/index.ts). */
  icon: string;
  /** The field that names a record (phone lines, references). */
  recordName: string;
  /** The table its records live in (server/db/migrations), whose changes are in the history. */
  table: string;
  /** The spec's API: where the records live under /api, and the answers' keys. */
  api: RecordApi & {
    /** The OpenAPI tag, when not the plural label. */
    tag?: string;
    /** Columns answered beside the fields, `id`, `created_at` and `updated_at`. */
    alsoAnswers?: readonly string[];
  };
  fields: Fields;
  /** The titles of its form's sections (`form`), in English by key. */
  formSections?: Readonly<Record<string, string>>;
  /** Rules over several fields. */
  rules?: readonly AnyOfRule[];
  list: {
    columns: readonly ColumnDeclaration[];
    /** The fields `search` matches (case-insensitive containment). */
    search: readonly string[];
    perPage: number;
    /** Without a page of its own, the pager hides (a list that usually fits one page). */
    hidePagerOnOnePage?: boolean;
    /** The order of the list; default id ascending. */
    sort?: { field: string; order: 'ASC' | 'DESC' };
  };
  /** Message of the 409 when a unique index refuses a write. */
  uniqueMessage?: string;
  /**
   * What a delete refused while other records reference one says (`{name}`, `{uses}`); the
   * references are those other declarations make to this table (see recordType.ts).
   */
  inUseMessage?: string;
  /** The spec's old addresses: /single<name>?id=… and /new<name>. */
  legacyName?: string;
  texts?: Partial<ResourceTexts>;
}

/**
 * Declares a resource, keeping its literal types so that its record type can be inferred; the
 * compiler refuses a record name or a search on a field the declaration lacks. Its `parent` and
 * `references` (the facts every record type states) are its reference fields.
 */
export const declareResource = <
  const Fields extends Readonly<Record<string, FieldDeclaration>>,
  const Table extends string,
>(
  declaration: Omit<ResourceDeclaration<Fields>, 'parent' | 'references'> & {
    table: Table;
    recordName: keyof Fields;
    list: { search: readonly (keyof Fields)[] };
  },
): ResourceDeclaration<Fields> & { table: Table } => {
  const references = referenceFields(declaration);
  const [parent, ...otherParents] = references.filter(([, field]) => field.parent);
  if (otherParents.length > 0) throw new Error(`${declaration.name} declares two parents`);
  const others = references.filter(([, field]) => !field.parent).map(asReference);
  return {
    ...declaration,
    ...(parent ? { parent: asReference(parent) } : {}),
    ...(others.length > 0 ? { references: others } : {}),
  };
};

const asReference = ([column, field]: [string, ReferenceField]): RecordReference => ({
  column,
  table: field.table,
  ...(field.onDelete ? { onDelete: field.onDelete } : {}),
});

/** The declared fields that reference another record type's records. */
export const referenceFields = (declaration: Pick<ResourceDeclaration, 'fields'>) =>
  Object.entries(declaration.fields).filter(
    (entry): entry is [string, ReferenceField] => entry[1].kind === 'reference',
  );

/** The resource's texts, the declared ones over those derived from its label. */
export function textsOf(declaration: ResourceDeclaration): ResourceTexts {
  const { one, many } = declaration.label;
  return {
    listTitle: `${many} List`,
    createTitle: `New ${one}`,
    editTitle: `Edit ${one}`,
    created: `${one} with ID {id} has been created`,
    updated: `${one} with ID {id} has been edited`,
    deleted: `${one} with ID {id} has been deleted`,
    ...declaration.texts,
  };
}

const lowerFirst = (text: string) => text.charAt(0).toLocaleLowerCase('fr') + text.slice(1);
const upperFirst = (text: string) => text.charAt(0).toLocaleUpperCase('fr') + text.slice(1);

/**
 * The resource's titles and messages in French, worded from its French names and their gender
 * as the English ones are from its label ("Nouvel article de blogue", "La diapositive avec l’ID
 * {id} a été créée"), the declared ones over them.
 */
export function frenchTextsOf(declaration: ResourceDeclaration): ResourceTexts {
  const { one, many, gender, texts } = declaration.fr;
  const noun = lowerFirst(one);
  const feminine = gender === 'feminine';
  const elided = /^[aeiouyàâäéèêëîïôöùûü]/i.test(noun);
  const article = elided ? 'l’' : feminine ? 'la ' : 'le ';
  const news = feminine ? 'Nouvelle' : elided ? 'Nouvel' : 'Nouveau';
  const done = (participle: string) =>
    `${upperFirst(article)}${noun} avec l’ID {id} a été ${participle}${feminine ? 'e' : ''}`;
  return {
    listTitle: `Liste des ${lowerFirst(many)}`,
    createTitle: `${news} ${noun}`,
    editTitle: `Modifier ${article}${noun}`,
    created: done('créé'),
    updated: done('modifié'),
    deleted: done('supprimé'),
    ...texts,
  };
}

/** A text with each `{field}` replaced by the record's value. */
export const fillText = (text: string, record: Readonly<Record<string, unknown>>) =>
  text.replace(/\{(\w+)\}/g, (_, field: string) => String(record[field] ?? ''));

export const SVG_ONLY_MESSAGE = messageText('svg_only');

/** The picker and the server both accept only .svg files. */
export const isSvgFileName = (name: string) => /\.svg$/i.test(name.trim());

/** The declared fields that are uploads, and those sent as form values. */
export const uploadFields = (declaration: ResourceDeclaration) =>
  Object.entries(declaration.fields).filter(
    (entry): entry is [string, SvgIconField] => entry[1].kind === 'svgIcon',
  );

export const valueFields = (declaration: ResourceDeclaration) =>
  Object.keys(declaration.fields).filter((name) => declaration.fields[name]?.kind !== 'svgIcon');

/** The columns a declared list may be ordered by. */
export const sortableColumns = (declaration: ResourceDeclaration) =>
  declaration.list.columns.filter((column) => column.sortable).map((column) => column.source);

/** Every order a declared list takes: its default one, and by each sortable column. */
export const listOrders = (declaration: ResourceDeclaration) => [
  ...new Set([
    ...(declaration.list.sort ? [declaration.list.sort.field] : []),
    ...sortableColumns(declaration),
  ]),
];

/**
 * How a column orders: text (names, titles, choices) ignoring case, the same on every
 * database; anything else (ids, dates, flags) by value.
 */
export const sortKindOf = (declaration: ResourceDeclaration, column: string): 'text' | 'value' => {
  const kind = declaration.fields[column]?.kind;
  return kind === 'text' || kind === 'name' || kind === 'url' || kind === 'choice'
    ? 'text'
    : 'value';
};
