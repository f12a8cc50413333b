import { z } from 'zod';

/** Field building blocks shared by every entity schema, so a rule and its message exist once. */

export const REQUIRED = 'Required';

export const requiredText = (max = 255) =>
  z
    .string({ error: REQUIRED })
    .trim()
    .min(1, REQUIRED)
    .max(max, `Must be at most ${max} characters`);

export const optionalText = (max = 255) =>
  z.string().trim().max(max, `Must be at most ${max} characters`).optional();

/** Only http(s) URLs: stored links are opened by administrators and shown publicly. */
export const httpUrl = z
  .string({ error: REQUIRED })
  .trim()
  .min(1, REQUIRED)
  .max(2048, 'Must be at most 2048 characters')
  .refine((value) => {
    try {
      const { protocol } = new URL(value);
      return protocol === 'http:' || protocol === 'https:';
    } catch {
      return false;
    }
  }, 'Must be a valid http(s) URL');

/** Flags arrive as booleans (JSON) or as "1"/"0"/"true"/"false" (multipart forms). */
export const flag = z.preprocess(
  (value) => {
    if (value === '1' || value === 'true' || value === 1) return true;
    if (value === '0' || value === 'false' || value === 0) return false;
    return value;
  },
  z.boolean({ error: 'Must be 1 or 0' }),
);

/** The optimistic-concurrency token a client echoes back on update (see docs/api.md). */
export const updatedAtToken = z.string().max(64).optional();

/** The fields a client writes: every key of an input schema but the concurrency token. */
export const editableFields = <Shape extends z.ZodRawShape>(schema: z.ZodObject<Shape>) =>
  Object.keys(schema.shape).filter((key) => key !== 'updated_at') as Exclude<
    keyof Shape & string,
    'updated_at'
  >[];
