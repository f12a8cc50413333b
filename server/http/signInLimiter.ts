import type { Queryable } from '../db/database';
import { HttpError } from './errors';

/** Who a refused sign-in counts against: the client's address and the account its token claims. */
export interface SignInAttempt {
  address: string;
  /** The email the token claims, unverified; absent when the token names none. */
  account?: string | undefined;
}

/**
 * Counts refused sign-ins per client address and per claimed account in a sliding window. Only
 * refused sign-ins are limited: past the limit of its address or account, a further refusal is
 * answered 429 instead of 401/403 until the oldest counted failure leaves the window, while a valid
 * credential still signs in, so nobody can lock an administrator out. The counts live in the
 * database (`sign_in_failures`), so every API instance on it limits the same client.
 */
export class FailedSignInLimiter {
  constructor(
    private readonly db: Queryable,
    private readonly maxFailures: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Throws 429, with the seconds to wait, when the attempt's address or account has used up its failures. */
  async assertAllowed(attempt: SignInAttempt): Promise<void> {
    const now = this.now();
    const counted = counters(attempt);
    // Per counter, its newest failures up to the limit: once the oldest of them leaves the
    // window, one more refusal is counted instead of answered 429.
    const rows = await this.db.query<{ counter: string; failures: number; oldest_ms: number }>(
      `SELECT counter, count(*)::int AS failures,
              (extract(epoch FROM min(failed_at)) * 1000)::float8 AS oldest_ms
         FROM (SELECT counter, failed_at,
                      row_number() OVER (PARTITION BY counter ORDER BY failed_at DESC) AS newest
                 FROM sign_in_failures
                WHERE counter = ANY($1::text[]) AND failed_at > $2::timestamptz) AS recent
        WHERE newest <= $3
        GROUP BY counter`,
      [
        counted.map(({ key }) => key),
        new Date(now - this.windowMs).toISOString(),
        this.maxFailures,
      ],
    );
    for (const { key, whose } of counted) {
      const row = rows.find((candidate) => candidate.counter === key);
      if (!row || row.failures < this.maxFailures) continue;
      const retryAfterSeconds = Math.max(
        1,
        Math.ceil((row.oldest_ms + this.windowMs - now) / 1000),
      );
      const minutes = Math.ceil(retryAfterSeconds / 60);
      throw new HttpError(
        429,
        `Too many failed sign-ins ${whose}. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
        undefined,
        { 'Retry-After': String(retryAfterSeconds) },
      );
    }
  }

  async recordFailure(attempt: SignInAttempt): Promise<void> {
    const now = this.now();
    await this.db.query(
      'INSERT INTO sign_in_failures (counter, failed_at) SELECT unnest($1::text[]), $2::timestamptz',
      [counters(attempt).map(({ key }) => key), new Date(now).toISOString()],
    );
    // Failures that left the window count for nobody: the table holds one window's refusals.
    await this.db.query('DELETE FROM sign_in_failures WHERE failed_at <= $1::timestamptz', [
      new Date(now - this.windowMs).toISOString(),
    ]);
  }
}

function counters({ address, account }: SignInAttempt) {
  return [
    { key: `address ${address}`, whose: 'from this address' },
    ...(account ? [{ key: `account ${account}`, whose: 'for this account' }] : []),
  ];
}
