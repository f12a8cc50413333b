import { afterEach, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database';
import { migrate } from '../../server/db/migrate';
import { emptyDatabase } from './support/server';

const BEFORE = '006_flat_lists';
const NAME_RULE = '007_name_normalization';
const UNIQUE_VIOLATION = { code: '23505' };

let drop: (() => Promise<void>) | undefined;
afterEach(async () => {
  await drop?.();
  drop = undefined;
});

/** A database as the release before the naming rule left it. */
async function databaseBeforeNameRule(): Promise<Database> {
  const database = await emptyDatabase();
  drop = database.drop;
  await migrate(database.db, { upTo: BEFORE });
  return database.db;
}

async function insertCountry(db: Database, country: string, deleted = false): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO countries (country, country_code, deleted_at)
     VALUES ($1, 'ZZ', ${deleted ? 'now()' : 'NULL'}) RETURNING id`,
    [country],
  );
  return row?.id as number;
}

const countryName = async (db: Database, id: number) =>
  (await db.query<{ country: string }>('SELECT country FROM countries WHERE id = $1', [id]))[0]
    ?.country;

const applied = async (db: Database) =>
  (await db.query('SELECT 1 FROM schema_migrations WHERE version = $1', [NAME_RULE])).length;

describe('upgrading a database to the naming rule', () => {
  it('composes stored names and then refuses look-alikes of live names, deleted ones aside', async () => {
    const db = await databaseBeforeNameRule();
    const decomposed = await insertCountry(db, 'Re\u0301union');
    await insertCountry(db, 'Canada');
    await insertCountry(db, 'ＣＡＮＡＤＡ', true);

    expect(await migrate(db, { upTo: NAME_RULE })).toEqual([NAME_RULE]);
    expect(await countryName(db, decomposed)).toBe('Réunion');
    await expect(insertCountry(db, 'ＣＡＮＡＤＡ')).rejects.toMatchObject(UNIQUE_VIOLATION);
    await expect(insertCountry(db, 'RÉUNION')).rejects.toMatchObject(UNIQUE_VIOLATION);
  });

  it('stops when live names already look the same, naming them by id, and changes nothing', async () => {
    const db = await databaseBeforeNameRule();
    const plain = await insertCountry(db, 'Canada');
    const wide = await insertCountry(db, 'ＣＡＮＡＤＡ');
    const decomposed = await insertCountry(db, 'Re\u0301union');
    const composed = await insertCountry(db, 'Réunion');
    const [speaker, shouting] = await db.query<{ id: number }>(
      `INSERT INTO participation_roles (name) VALUES ('Speaker'), ('ＳＰＥＡＫＥＲ') RETURNING id`,
    );

    const upgrade = migrate(db, { upTo: NAME_RULE });
    await expect(upgrade).rejects.toThrow(
      `Upgrade stopped: these live names look the same as each other (by id): countries: ${plain} 'Canada', ${wide} 'ＣＡＮＡＤＡ'; countries: ${decomposed} 'Re\u0301union', ${composed} 'Réunion'; participation roles: ${speaker?.id} 'Speaker', ${shouting?.id} 'ＳＰＥＡＫＥＲ'. Rename or delete all but one of each (the previous version still runs), then start again.`,
    );
    expect(await applied(db)).toBe(0);
    expect(await countryName(db, decomposed)).toBe('Re\u0301union');
    // The previous rule still holds: names are unique ignoring case.
    await expect(insertCountry(db, 'CANADA')).rejects.toMatchObject(UNIQUE_VIOLATION);

    await db.query('UPDATE countries SET deleted_at = now() WHERE id IN ($1, $2)', [
      wide,
      composed,
    ]);
    await db.query(
      `UPDATE participation_roles SET name = 'Keynote speaker' WHERE name = 'Speaker'`,
    );
    expect(await migrate(db, { upTo: NAME_RULE })).toEqual([NAME_RULE]);
    expect(await countryName(db, decomposed)).toBe('Réunion');
  });
});
