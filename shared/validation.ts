import type { z } from 'zod';
import { messageText } from './messages';

export type FieldErrors = Record<string, string>;

/**
 * What a refusal says about its fields: the API names them as sent (`url`), the console as
 * its inputs are labelled (`URL`).
 */
export const invalidFieldsMessage = (fields: string[]) =>
  messageText('invalid_fields', { fields: fields.join(', ') });

/** Alternatives as a message lists them: "title, head_title or subtitle". */
export const orList = (names: readonly string[]) =>
  names.length < 2 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} or ${names.at(-1)}`;

/**
 * Flattens a zod error into one message per field (first issue wins), keyed by the
 * dotted path. The server sends this as `errors` and the console's forms show it per field.
 */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.join('.') : '_';
    if (!(key in errors)) errors[key] = issue.message;
  }
  return errors;
}

/** Validates `values` against `schema`; answers the per-field errors, empty when valid. */
export function validateWith(schema: z.ZodType, values: unknown): FieldErrors {
  const result = schema.safeParse(values);
  return result.success ? {} : fieldErrors(result.error);
}
