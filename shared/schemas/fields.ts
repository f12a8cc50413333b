import { z } from 'zod';
import { messageText } from '../messages';

/** Field building blocks shared by every entity schema, so a rule and its message exist once. */

export const REQUIRED = messageText('required');

const TYPE_NAMES: Record<string, string> = {
  string: 'text',
  number: 'a number',
  boolean: 'true or false',
  object: 'an object',
  array: 'a list',
};

function typeName(value: unknown): string {
  if (Array.isArray(value)) return 'a list';
  return TYPE_NAMES[typeof value] ?? typeof value;
}

/**
 * The message of every issue a schema does not word itself: "Required" only for a missing or
 * empty value; otherwise what is wrong (the type, the length, the size).
 */
export const fieldMessage: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case 'invalid_type': {
      if (issue.input === undefined || issue.input === null) return REQUIRED;
      const expected = TYPE_NAMES[issue.expected] ?? issue.expected;
      const received = typeName(issue.input);
      return received === expected
        ? messageText('must_be', { expected })
        : messageText('must_be_not', { expected, received });
    }
    case 'too_big':
      if (issue.origin === 'string') return messageText('too_long', { max: issue.maximum });
      if (issue.origin === 'number') return messageText('at_most', { max: issue.maximum });
      return undefined;
    case 'too_small':
      if (issue.origin === 'string') {
        return Number(issue.minimum) <= 1
          ? REQUIRED
          : messageText('too_short', { min: issue.minimum });
      }
      if (issue.origin === 'number') return messageText('at_least', { min: issue.minimum });
      return undefined;
    default:
      return undefined;
  }
};

// Every schema's fields are built from this module, so loading it sets the messages for all.
z.config({ customError: fieldMessage });

/** A schema's own message for a missing value; any other problem keeps fieldMessage's. */
export const whenMissing = (message: string) => (issue: z.core.$ZodRawIssue) =>
  issue.code === 'invalid_type' && (issue.input === undefined || issue.input === null)
    ? message
    : undefined;

const tooLong = (max: number) => messageText('too_long', { max });

export const requiredText = (max = 255) =>
  z.string().trim().min(1, REQUIRED).max(max, tooLong(max));

/** Spaces of every kind: no-break, thin, ideographic, tabs, line breaks. */
const SPACES = /\p{White_Space}+/gu;
/**
 * Characters that show nothing or only reorder what is shown: zero-width spaces and joiners,
 * the byte order mark, soft hyphens, text-direction marks, embeddings, overrides and isolates,
 * fillers and variation selectors. A name holding one looks like another name.
 */
const INVISIBLE = /[\p{Cf}\p{Default_Ignorable_Code_Point}]/u;
const WORDS = /[\p{L}\p{M}]+/gu;
const LATIN = /\p{Script=Latin}/u;
const LATIN_LOOK_ALIKES = /[\p{Script=Cyrillic}\p{Script=Greek}]/u;

/** A name as stored: composed (NFC), each run of spaces of any kind one plain space, trimmed. */
export const normalizedName = (text: string) =>
  text.replace(SPACES, ' ').replace(/^ | $/g, '').normalize('NFC');

/**
 * A word mixing Latin letters with Cyrillic or Greek ones (`Cаnada` with a Cyrillic а). NFKC
 * first: a full-width or mathematical letter counts as the letter it stands for.
 */
const mixesLookAlikes = (name: string) =>
  (name.normalize('NFKC').match(WORDS) ?? []).some(
    (word) => LATIN.test(word) && LATIN_LOOK_ALIKES.test(word),
  );

/**
 * A name administrators type and read in lists and pickers (regions, categories, roles,
 * organizations, sponsors, locations): stored as `normalizedName`, refused when it could pass
 * for another name. Unique names are compared by the database's `name_key()`
 * (server/db/migrations/007_name_normalization.sql) and by their confusables skeleton, which
 * also equates look-alike letters of other alphabets (server/db/nameSkeletons.ts).
 */
export const displayName = (max: number) =>
  z
    .string({ error: REQUIRED })
    .overwrite(normalizedName)
    .min(1, REQUIRED)
    .max(max, tooLong(max))
    .refine((name) => !INVISIBLE.test(name), messageText('invisible_characters'))
    .refine((name) => !mixesLookAlikes(name), messageText('mixed_alphabets'));

export const optionalText = (max = 255) => z.string().trim().max(max, tooLong(max)).optional();

/** Only http(s) URLs: stored links are opened by administrators and shown publicly. */
export const httpUrl = z
  .string()
  .trim()
  .min(1, REQUIRED)
  .max(2048, tooLong(2048))
  .refine((value) => {
    try {
      const { protocol } = new URL(value);
      return protocol === 'http:' || protocol === 'https:';
    } catch {
      return false;
    }
  }, messageText('invalid_url'));

/** Flags arrive as booleans (JSON) or as "1"/"0"/"true"/"false" (multipart forms). */
export const flag = z.preprocess(
  (value) => {
    if (value === '1' || value === 'true' || value === 1) return true;
    if (value === '0' || value === 'false' || value === 0) return false;
    return value;
  },
  z.boolean({ error: messageText('invalid_flag') }),
);

/** The optimistic-concurrency token a client echoes back on update (see docs/api.md). */
export const updatedAtToken = z.string().max(64).optional();

/** The fields a client writes: every key of an input schema but the concurrency token. */
export const editableFields = <Shape extends z.ZodRawShape>(schema: z.ZodObject<Shape>) =>
  Object.keys(schema.shape).filter((key) => key !== 'updated_at') as Exclude<
    keyof Shape & string,
    'updated_at'
  >[];

export const MAX_ID = 2_147_483_647;

/** Optional form fields arrive as '' when left blank: they mean "no value". */
const blankToNull = (value: unknown) =>
  value === '' || value === undefined || value === null ? null : value;

export const nullableText = (max = 255) =>
  z.preprocess(blankToNull, z.string().trim().max(max, tooLong(max)).nullable());

export const optionalHttpUrl = z.preprocess(blankToNull, httpUrl.nullable());

export const optionalEmail = z.preprocess(
  blankToNull,
  z.string().trim().max(254).email(messageText('invalid_email')).nullable(),
);

/** A reference to another record: a positive 32-bit integer, or null when absent. */
export const optionalId = z.preprocess(
  blankToNull,
  z.coerce
    .number({ error: messageText('not_a_number') })
    .int(messageText('not_whole'))
    .positive(messageText('positive_id'))
    .max(MAX_ID, messageText('invalid_id'))
    .nullable(),
);

/** A required reference to another record: a positive 32-bit integer, else `message`. */
export const requiredReference = (message: string) =>
  z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z.coerce.number({ error: message }).int(message).positive(message).max(MAX_ID, message),
  );

/** Decimal text as typed in a form: `43.65`, `-79.4`, `1e-3` (not `0x10`, `Infinity` or words). */
const DECIMAL_TEXT = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/;

/** A number typed in a form (decimal text) or sent as a JSON number, within [min, max]. */
export const numberBetween = (min: number, max: number) =>
  z.preprocess(
    (value) => {
      const text = typeof value === 'string' ? value.trim() : value;
      if (text === '' || text === null || text === undefined) return undefined;
      if (typeof text !== 'string') return text;
      return DECIMAL_TEXT.test(text) ? Number(text) : Number.NaN;
    },
    z
      .number({
        error: (issue) => (issue.input === undefined ? REQUIRED : messageText('not_a_number')),
      })
      .min(min, messageText('between', { min, max }))
      .max(max, messageText('between', { min, max })),
  );

/** A whole number typed in a form (digits) or sent as a JSON number, within [min, max]. */
export const wholeNumberBetween = (min: number, max: number) =>
  numberBetween(min, max).refine(Number.isInteger, messageText('not_whole'));

/** The same, or null when left blank (an optional setting that falls back to another). */
export const optionalWholeNumberBetween = (min: number, max: number) =>
  z.preprocess(blankToNull, wholeNumberBetween(min, max).nullable());
