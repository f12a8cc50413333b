import { z } from 'zod';
import { updatedAtToken } from './fields';

/** App version strings: the spec shows no format rule, so any short text is accepted (may be empty). */
const version = z.string({ error: 'Must be text' }).trim().max(32, 'Must be at most 32 characters');

export const managerVersionInput = z.object({
  ios_current_version: version,
  android_current_version: version,
  ios_min_version: version,
  android_min_version: version,
  updated_at: updatedAtToken,
});

export type ManagerVersionInput = z.infer<typeof managerVersionInput>;

export interface ManagerVersion extends Omit<ManagerVersionInput, 'updated_at'> {
  id: number;
  updated_at: string;
}
