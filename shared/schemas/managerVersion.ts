import { z } from 'zod';
import { messageText } from '../messages';
import { requiredText, updatedAtToken, wholeNumberBetween } from './fields';

/**
 * An app version as the stores show it: 1 to 4 whole numbers separated by dots (`2`, `2.1`,
 * `2.1.0`, `2.1.0.7`). No letters or pre-release suffixes, so that any two versions compare.
 */
const VERSION_TEXT = /^[0-9]+(\.[0-9]+){0,3}$/;

const version = requiredText(32).regex(VERSION_TEXT, messageText('invalid_version'));

/** The number of each part, without leading zeros, so that long parts compare exactly. */
const parts = (text: string) => text.split('.').map((part) => part.replace(/^0+(?=.)/, ''));

/**
 * Orders two versions number by number (`1.10` is above `1.9`); a missing part counts as 0, so
 * `2.1` and `2.1.0` are the same version. Negative, zero or positive like a sort comparator.
 */
function compareVersions(a: string, b: string): number {
  const left = parts(a);
  const right = parts(b);
  for (let index = 0; index < Math.max(left.length, right.length); index++) {
    const x = left[index] ?? '0';
    const y = right[index] ?? '0';
    if (x.length !== y.length) return x.length - y.length;
    if (x !== y) return x < y ? -1 : 1;
  }
  return 0;
}

const PLATFORMS = ['ios', 'android'] as const;

const isVersion = (value: unknown): value is string =>
  typeof value === 'string' && VERSION_TEXT.test(value.trim());

/** Months after its last verification that an organization is due for review (1 to 120). */
export const reviewIntervalMonths = wholeNumberBetween(1, 120);

export const managerVersionInput = z
  .object({
    ios_current_version: version,
    android_current_version: version,
    ios_min_version: version,
    android_min_version: version,
    /**
     * Months after its last verification that an organization is due for review, unless its
     * category says otherwise (server/modules/verification/dueDate.ts); 12 when not sent.
     */
    review_interval_months: reviewIntervalMonths.optional(),
    updated_at: updatedAtToken,
  })
  .superRefine(
    (values, context) => {
      for (const platform of PLATFORMS) {
        const current = values[`${platform}_current_version`];
        const minimum = values[`${platform}_min_version`];
        if (isVersion(current) && isVersion(minimum) && compareVersions(minimum, current) > 0) {
          context.addIssue({
            code: 'custom',
            path: [`${platform}_min_version`],
            message: messageText('min_version_above', { current: current.trim() }),
          });
        }
      }
    },
    // Also when another field is invalid, so that every problem shows at once.
    { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
  );

export type ManagerVersionInput = z.infer<typeof managerVersionInput>;

export interface ManagerVersion
  extends Omit<ManagerVersionInput, 'updated_at' | 'review_interval_months'> {
  id: number;
  review_interval_months: number;
  updated_at: string;
}
