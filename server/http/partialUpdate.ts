import { z } from 'zod';
import { fieldErrors } from '../../shared/validation';
import type { Queryable } from '../db/database';
import type { RecordRepository } from '../store/records';
import { invalidFields } from './errors';

/** The sent fields of a partial update, already checked one by one, plus the optional token. */
export type PartialBody = Record<string, unknown> & { updated_at?: string | undefined };

/**
 * The body of a partial update (PATCH): every field of `input`, optional and without its
 * default, so a field left out stays out and keeps its stored value. Each sent field is checked
 * by its own rule here; the rules across fields run on the merged record (`mergeUpdate`).
 */
export function partialInput(input: z.ZodObject): z.ZodType<PartialBody> {
  const fields = Object.entries(input.shape).map(([name, field]) => {
    const withoutDefault = field instanceof z.ZodDefault ? field.unwrap() : field;
    return [name, (withoutDefault as z.ZodType).optional()];
  });
  return z.object(Object.fromEntries(fields)) as unknown as z.ZodType<PartialBody>;
}

/** `values` as `schema` reads them; 400 naming the fields otherwise. */
export function parseFields<Schema extends z.ZodType>(
  schema: Schema,
  values: unknown,
): z.output<Schema> {
  const result = schema.safeParse(values);
  if (!result.success) throw invalidFields(fieldErrors(result.error));
  return result.data;
}

/**
 * The record a partial update writes: the sent fields over the stored ones, validated as a
 * whole by `input` (400 naming the fields otherwise). The concurrency token is not a field.
 */
export function mergeUpdate<Values extends { updated_at?: string | undefined }>(
  input: z.ZodType<Values>,
  stored: object,
  sent: PartialBody,
): Omit<Values, 'updated_at'> {
  const { updated_at: _token, ...fields } = sent;
  const given = Object.entries(fields).filter(([, value]) => value !== undefined);
  const { updated_at: _stored, ...storedFields } = stored as Record<string, unknown>;
  const merged = parseFields(input, { ...storedFields, ...Object.fromEntries(given) });
  const { updated_at: _parsed, ...values } = merged;
  return values;
}

/**
 * What a PATCH writes to record `id`: the stored record, locked for the rest of the
 * transaction, with the sent fields over it, checked whole by `input`, and the sent
 * concurrency token. Every PATCH means this: only the fields sent change.
 */
export async function patchedValues<Values extends { updated_at?: string | undefined }>(
  tx: Queryable,
  repository: Pick<RecordRepository<object>, 'get'>,
  id: number,
  input: z.ZodType<Values>,
  sent: PartialBody,
) {
  const stored = await repository.get(tx, id, 'FOR UPDATE');
  return { ...mergeUpdate(input, stored, sent), updated_at: sent.updated_at };
}
