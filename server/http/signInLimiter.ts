import { HttpError } from './errors';

/**
 * Counts failed sign-ins per client address in a sliding window: past the limit the address
 * gets 429 until its oldest failure leaves the window. Successful sign-ins are neither counted
 * nor slowed. Kept in memory: each API instance limits what reaches it.
 */
export class FailedSignInLimiter {
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly maxFailures: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Throws 429, with the seconds to wait, when `address` has used up its failures. */
  assertAllowed(address: string): void {
    const recent = this.recentFailures(address);
    if (recent.length < this.maxFailures) return;
    const oldest = recent[0] ?? this.now();
    const retryAfterSeconds = Math.max(1, Math.ceil((oldest + this.windowMs - this.now()) / 1000));
    const minutes = Math.ceil(retryAfterSeconds / 60);
    throw new HttpError(
      429,
      `Too many failed sign-ins from this address. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
      undefined,
      { 'Retry-After': String(retryAfterSeconds) },
    );
  }

  recordFailure(address: string): void {
    const recent = this.recentFailures(address);
    recent.push(this.now());
    this.failures.set(address, recent);
    if (this.failures.size > 10_000) this.forgetExpired();
  }

  private recentFailures(address: string): number[] {
    const since = this.now() - this.windowMs;
    const recent = (this.failures.get(address) ?? []).filter((at) => at > since);
    if (recent.length === 0) this.failures.delete(address);
    return recent;
  }

  private forgetExpired(): void {
    for (const address of [...this.failures.keys()]) this.recentFailures(address);
  }
}
