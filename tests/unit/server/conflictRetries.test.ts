import { describe, expect, it } from 'vitest';
import {
  type ConflictRetries,
  DatabaseBusyError,
  DatabaseConflictError,
  isDatabaseBusy,
  retryingConflicts,
} from '../../../server/db/database';

/** A PostgreSQL error as the drivers throw it: its message and its SQLSTATE code. */
const postgresError = (code: string, message: string) =>
  Object.assign(new Error(message), { code });

const DEADLOCK = () => postgresError('40P01', 'deadlock detected');
const SERIALIZATION = () =>
  postgresError('40001', 'could not serialize access due to concurrent update');

/** A transaction that fails with `failures` in turn, then answers `done`; counts its runs. */
function flakyTransaction(failures: (() => Error)[]) {
  let runs = 0;
  return {
    get runs() {
      return runs;
    },
    run: async () => {
      const failure = failures[runs];
      runs += 1;
      if (failure) throw failure();
      return 'done';
    },
  };
}

/** Five runs, pauses recorded instead of waited. */
function recordedRetries(): ConflictRetries & { pauses: number[] } {
  const pauses: number[] = [];
  return {
    attempts: 5,
    maxFirstPauseMs: 20,
    pauses,
    pause: async (ms) => {
      pauses.push(ms);
    },
  };
}

describe('retryingConflicts', () => {
  it('runs a transaction again after deadlocks and serialization failures', async () => {
    const transaction = flakyTransaction([DEADLOCK, SERIALIZATION, DEADLOCK]);
    const retries = recordedRetries();
    await expect(retryingConflicts(transaction.run, retries)).resolves.toBe('done');
    expect(transaction.runs).toBe(4);
    // A random pause before each rerun, each at most twice as long as the one before may be.
    expect(retries.pauses).toHaveLength(3);
    retries.pauses.forEach((pause, index) => {
      expect(pause).toBeGreaterThanOrEqual(0);
      expect(pause).toBeLessThanOrEqual(20 * 2 ** index);
    });
  });

  it('gives up after the last run with a conflict error answered as a busy database', async () => {
    const transaction = flakyTransaction(Array.from({ length: 9 }, () => DEADLOCK));
    const retries = recordedRetries();
    const failure = await retryingConflicts(transaction.run, retries).catch((error) => error);
    expect(transaction.runs).toBe(5);
    expect(retries.pauses).toHaveLength(4);
    expect(failure).toBeInstanceOf(DatabaseConflictError);
    expect(failure).toBeInstanceOf(DatabaseBusyError);
    expect(isDatabaseBusy(failure)).toBe(true);
    expect(failure.message).toBe(
      'Other changes to the same records kept getting in the way, so nothing was saved. Try again in a moment.',
    );
    expect(failure.cause).toMatchObject({ code: '40P01' });
  });

  it('throws any other failure at once, without running the transaction again', async () => {
    for (const other of [
      () => postgresError('23505', 'duplicate key value violates unique constraint'),
      () => postgresError('57014', 'canceling statement due to statement timeout'),
      () => new Error('connection refused'),
    ]) {
      const transaction = flakyTransaction([other]);
      const retries = recordedRetries();
      await expect(retryingConflicts(transaction.run, retries)).rejects.toThrow(other().message);
      expect(transaction.runs).toBe(1);
      expect(retries.pauses).toEqual([]);
    }
  });
});
