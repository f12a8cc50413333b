import type { CallContext } from '../types';

/** The path of one record under `base`, e.g. `/blog/12`. */
export const recordPath =
  (base: string) =>
  ({ id }: CallContext): string =>
    `${base}/${encodeURIComponent(String(id))}`;
