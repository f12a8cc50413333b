import { beforeAll, describe, expect, it } from 'vitest';
import { declaredIndexes } from '../../server/db/declaredIndexes';
import { seedIfEmpty } from '../../server/seed';
import { declaredResources } from '../../shared/resources';
import {
  type ResourceDeclaration,
  sortableColumns,
  sortKindOf,
} from '../../shared/resources/declaration';
import { bearer, readJson, signedInServerForTests } from './support/server';

const signedIn = signedInServerForTests();

beforeAll(async () => {
  await seedIfEmpty(signedIn.server.db);
});

type Row = Record<string, unknown> & { id: number };

async function list(declaration: ResourceDeclaration, query: string) {
  const response = await signedIn.server.request(`/api${declaration.api.path}?${query}`, {
    headers: bearer(signedIn.token),
  });
  return { status: response.status, body: (await readJson(response)) as Record<string, unknown> };
}

async function rows(declaration: ResourceDeclaration, query: string): Promise<Row[]> {
  const { status, body } = await list(declaration, query);
  expect(status).toBe(200);
  return (body.data as Record<string, Row[]>)[declaration.api.listKey] ?? [];
}

/** How the server compares two values of a column: text ignoring case in code-unit order. */
function compare(declaration: ResourceDeclaration, column: string, a: Row, b: Row): number {
  const key = (row: Row) => {
    const value = row[column];
    if (sortKindOf(declaration, column) === 'text') return String(value ?? '').toLowerCase();
    return typeof value === 'boolean' ? Number(value) : (value as number | string);
  };
  const [x, y] = [key(a), key(b)];
  if (x !== y) return x < y ? -1 : 1;
  return a.id - b.id;
}

const sorts = declaredResources.flatMap((declaration) =>
  sortableColumns(declaration).map((column) => ({
    name: `${declaration.name} by ${column}`,
    declaration,
    column,
  })),
);

describe('declared lists sort by their sortable columns, both ways', () => {
  it.each(sorts)('$name', async ({ declaration, column }) => {
    const ascending = await rows(declaration, `sort=${column}&order=asc&per_page=100&page_num=1`);
    expect(ascending.length).toBeGreaterThan(1);
    for (const [index, row] of ascending.slice(1).entries()) {
      expect(compare(declaration, column, ascending[index] as Row, row)).toBeLessThan(0);
    }
    const descending = await rows(declaration, `sort=${column}&order=desc&per_page=100&page_num=1`);
    expect(descending.map((row) => row.id)).toEqual(ascending.map((row) => row.id).reverse());
    const firstPage = await rows(declaration, `sort=${column}&order=desc&per_page=2&page_num=1`);
    expect(firstPage.map((row) => row.id)).toEqual(descending.slice(0, 2).map((row) => row.id));
  });

  it.each(declaredResources)('$name refuses an order by another column', async (declaration) => {
    const { status, body } = await list(declaration, 'sort=deleted_by&order=asc');
    expect(status).toBe(400);
    expect(JSON.stringify(body)).toContain('sort');
    const wrongWay = await list(declaration, `sort=id&order=sideways`);
    expect(wrongWay.status).toBe(400);
  });
});

describe('every declared order is served by an index', () => {
  it('has each index the declarations call for', async () => {
    const present = await signedIn.server.db.query<{ indexname: string; indexdef: string }>(
      'SELECT indexname, indexdef FROM pg_indexes WHERE indexname = ANY($1)',
      [declaredIndexes.map((index) => index.name)],
    );
    expect(present.map((index) => index.indexname).sort()).toEqual(
      declaredIndexes.map((index) => index.name).sort(),
    );
    expect(present.every((index) => /WHERE \(?deleted_at IS NULL\)?/.test(index.indexdef))).toBe(
      true,
    );
  });
});
