import { readdirSync } from 'node:fs';
import { expect, it } from 'vitest';
import { migrate } from '../../server/db/migrate';
import { emptyDatabase } from './support/server';

const MIGRATIONS = readdirSync('server/db/migrations').filter((name) => name.endsWith('.sql'));

// Instances started together on an empty PostgreSQL database all migrate it at once; on the
// embedded database the calls simply take turns. Three fresh databases migrated four times each
// take a while on a loaded 2-core machine: the limit is for a hang, not a speed.
it('migrates an empty database once when several instances migrate it at once', {
  timeout: 180_000,
}, async () => {
  for (let round = 0; round < 3; round += 1) {
    const { db, drop } = await emptyDatabase();
    try {
      const applied = await Promise.all([1, 2, 3, 4].map(() => migrate(db)));
      expect(applied.flat().sort()).toEqual(
        MIGRATIONS.map((name) => name.replace(/\.sql$/, '')).sort(),
      );
    } finally {
      await drop();
    }
  }
});
