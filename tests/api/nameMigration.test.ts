import { readdirSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import type { Database, SqlValue } from '../../server/db/database';
import { migrate } from '../../server/db/migrate';
import { nameSkeleton, UNIQUE_NAMES } from '../../server/db/nameSkeletons';
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

const BEFORE_SKELETONS = '018_sign_in_failures';
/** The migrations an upgrade from BEFORE_SKELETONS applies: 019 and any later ones. */
const FROM_SKELETONS = readdirSync('server/db/migrations')
  .map((name) => name.replace(/\.sql$/, ''))
  .filter((version) => version > BEFORE_SKELETONS)
  .sort();

describe('upgrading a database to look-alike names of other alphabets (019)', () => {
  async function databaseBeforeSkeletons(): Promise<Database> {
    const database = await emptyDatabase();
    drop = database.drop;
    await migrate(database.db, { upTo: BEFORE_SKELETONS });
    return database.db;
  }

  const insertId = async (db: Database, sql: string, params: SqlValue[]) =>
    (await db.query<{ id: number }>(`${sql} RETURNING id`, params))[0]?.id as number;

  const skeletonOf = async (db: Database, table: string, id: number) =>
    (
      await db.query<{ name_skeleton: string | null }>(
        `SELECT name_skeleton FROM ${table} WHERE id = $1`,
        [id],
      )
    )[0]?.name_skeleton;

  const historyEntries = async (db: Database) =>
    (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM history_entries'))[0]?.n;

  it('keeps the live look-alikes it finds as they are, naming them at every start until renamed', async () => {
    const db = await databaseBeforeSkeletons();
    const host = await insertCountry(db, 'Host');
    const armenian = await insertCountry(db, 'H\u0585st');
    const deletedTwin = await insertCountry(db, 'H\u1d0fst', true);
    const canada = await insertCountry(db, 'Canada');
    const insertState = (countryId: number, state: string) =>
      insertId(db, 'INSERT INTO states (country_id, state) VALUES ($1, $2)', [countryId, state]);
    const yukon = await insertState(canada, 'Yukon');
    const yukonTwin = await insertState(canada, 'Yuk\u0585n');
    const yukonElsewhere = await insertState(host, 'Yuk\u0585n');
    const lima = await insertId(db, 'INSERT INTO cities (state_id, city) VALUES ($1, $2)', [
      yukon,
      'Lima',
    ]);
    const lirna = await insertId(db, 'INSERT INTO cities (state_id, city) VALUES ($1, $2)', [
      yukon,
      'Lirna',
    ]);
    const insertCategory = (name: string) =>
      insertId(db, 'INSERT INTO categories (name, is_event) VALUES ($1, true)', [name]);
    const music = await insertCategory('Music');
    const cherokee = await insertCategory('\u13b7usic');
    const history = await historyEntries(db);

    const warnings: string[] = [];
    const upgrade = async () => migrate(db, { warn: (message) => warnings.push(message) });
    expect(FROM_SKELETONS[0]).toBe('019_name_skeletons');
    expect(await upgrade()).toEqual(FROM_SKELETONS);
    const report = `These live names look like older ones (by id), kept from before look-alikes were refused: countries: ${armenian} 'Hօst' looks like ${host} 'Host'; provinces/states of one country: ${yukonTwin} 'Yukօn' looks like ${yukon} 'Yukon'; municipalities of one province/state: ${lirna} 'Lirna' looks like ${lima} 'Lima'; categories: ${cherokee} 'Ꮇusic' looks like ${music} 'Music'. Rename or delete each name that looks like an older one: until then it cannot be saved under that name.`;
    expect(warnings).toEqual([report]);

    expect(await countryName(db, armenian)).toBe('H\u0585st');
    expect(await skeletonOf(db, 'countries', host)).toBe(nameSkeleton('Host'));
    expect(await skeletonOf(db, 'countries', armenian)).toBeNull();
    expect(await skeletonOf(db, 'countries', deletedTwin)).toBe(nameSkeleton('Host'));
    expect(await skeletonOf(db, 'states', yukonElsewhere)).toBe(nameSkeleton('Yukon'));
    expect(await historyEntries(db)).toBe(history);
    await expect(
      db.query(
        `INSERT INTO countries (country, name_skeleton, country_code) VALUES ($1, $2, 'ZZ')`,
        ['\ua4e7ost', nameSkeleton('\ua4e7ost')],
      ),
    ).rejects.toMatchObject(UNIQUE_VIOLATION);

    expect(await upgrade()).toEqual([]);
    expect(warnings).toEqual([report, report]);

    await db.query(`UPDATE countries SET country = 'Hest' WHERE id = $1`, [armenian]);
    await db.query('UPDATE states SET deleted_at = now() WHERE id = $1', [yukonTwin]);
    await db.query(`UPDATE cities SET city = 'Lorna' WHERE id = $1`, [lirna]);
    await db.query('UPDATE categories SET deleted_at = now() WHERE id = $1', [cherokee]);
    await upgrade();
    expect(warnings).toHaveLength(2);
    expect(await skeletonOf(db, 'countries', armenian)).toBe(nameSkeleton('Hest'));
    expect(await skeletonOf(db, 'states', yukonTwin)).toBe(nameSkeleton('Yukon'));
  });

  it('keeps a skeleton index beside every unique name_key() index, on a name the server fills', async () => {
    const database = await emptyDatabase();
    drop = database.drop;
    await migrate(database.db);
    const indexes = await database.db.query<{ table: string; definition: string }>(
      `SELECT tablename AS table, indexdef AS definition FROM pg_indexes
        WHERE schemaname = 'public' AND indexdef LIKE 'CREATE UNIQUE INDEX%'
        ORDER BY tablename, indexname`,
    );
    const byKey = indexes.filter((index) => index.definition.includes('name_key('));
    const bySkeleton = indexes.filter((index) => index.definition.includes('name_skeleton'));
    expect(byKey.map((index) => index.table)).toEqual(bySkeleton.map((index) => index.table));
    expect(byKey.map((index) => index.table).sort()).toEqual(
      UNIQUE_NAMES.map((name) => name.table).sort(),
    );
  });
});
