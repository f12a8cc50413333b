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
 * credential still signs in, so nobody can lock an administrator out. Kept in memory: each API
 * instance limits what reaches it.
 */
export class FailedSignInLimiter {
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly maxFailures: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Throws 429, with the seconds to wait, when the attempt's address or account has used up its failures. */
  assertAllowed(attempt: SignInAttempt): void {
    for (const { key, whose } of counters(attempt)) {
      const recent = this.recentFailures(key);
      if (recent.length < this.maxFailures) continue;
      const oldest = recent[0] ?? this.now();
      const retryAfterSeconds = Math.max(
        1,
        Math.ceil((oldest + this.windowMs - this.now()) / 1000),
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

  recordFailure(attempt: SignInAttempt): void {
    for (const { key } of counters(attempt)) {
      const recent = this.recentFailures(key);
      recent.push(this.now());
      this.failures.set(key, recent);
    }
    if (this.failures.size > 10_000) this.forgetExpired();
  }

  private recentFailures(key: string): number[] {
    const since = this.now() - this.windowMs;
    const recent = (this.failures.get(key) ?? []).filter((at) => at > since);
    if (recent.length === 0) this.failures.delete(key);
    return recent;
  }

  private forgetExpired(): void {
    for (const key of [...this.failures.keys()]) this.recentFailures(key);
  }
}

function counters({ address, account }: SignInAttempt) {
  return [
    { key: `address ${address}`, whose: 'from this address' },
    ...(account ? [{ key: `account ${account}`, whose: 'for this account' }] : []),
  ];
}
