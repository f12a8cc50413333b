import { type DataProvider, HttpError, type RaRecord } from 'react-admin';
import { vi } from 'vitest';

type Tables = Record<string, RaRecord[]>;

/**
 * An in-memory stand-in for the console's data provider: the resources of the dashboard and
 * settings, each call a spy so that a test can check what the screen asked for or make a call
 * fail or wait (`mockImplementationOnce`).
 */
export function fakeDataProvider(initial: Tables) {
  const tables: Tables = structuredClone(initial);
  let nextId = 1000;
  let clock = Date.parse('2026-01-01T00:00:00Z');
  const stamp = () => {
    clock += 1000;
    return new Date(clock).toISOString();
  };
  const table = (resource: string) => {
    tables[resource] ??= [];
    return tables[resource];
  };
  const missing = () => new HttpError('Not found', 404);
  // Ids read from a URL arrive as strings.
  const sameId = (row: RaRecord, id: RaRecord['id']) => String(row.id) === String(id);

  const provider = {
    getList: vi.fn(async (resource: string) => {
      const rows = table(resource);
      return { data: rows.map((row) => ({ ...row })), total: rows.length };
    }),
    getOne: vi.fn(async (resource: string, { id }: { id: RaRecord['id'] }) => {
      const [first] = table(resource);
      const row = resource === 'dashboard' ? first : table(resource).find((r) => sameId(r, id));
      if (!row) throw missing();
      return { data: { ...row } };
    }),
    create: vi.fn(async (resource: string, { data }: { data: Record<string, unknown> }) => {
      const row = { ...data, id: nextId++, updated_at: stamp() };
      table(resource).push(row);
      return { data: { ...row } };
    }),
    update: vi.fn(
      async (
        resource: string,
        { id, data }: { id: RaRecord['id']; data: Record<string, unknown> },
      ) => {
        const rows = table(resource);
        const index = rows.findIndex((r) => sameId(r, id));
        if (index < 0) throw missing();
        const row = { ...rows[index], ...data, id: rows[index]?.id ?? id, updated_at: stamp() };
        rows[index] = row;
        return { data: { ...row } };
      },
    ),
    delete: vi.fn(async (resource: string, { id }: { id: RaRecord['id'] }) => {
      const rows = table(resource);
      const index = rows.findIndex((r) => sameId(r, id));
      if (index < 0) throw missing();
      const [row] = rows.splice(index, 1);
      return { data: row as RaRecord };
    }),
    // Nothing uses the records unless a test says so.
    getUsage: vi.fn(async () => ({ data: null })),
    getMany: vi.fn(async () => ({ data: [] })),
    getManyReference: vi.fn(async () => ({ data: [], total: 0 })),
    updateMany: vi.fn(async () => ({ data: [] })),
    deleteMany: vi.fn(async () => ({ data: [] })),
  };
  /** Makes the next create call wait until `release` is called, to look at the busy screen. */
  const holdNextCreate = () => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    const create = provider.create.getMockImplementation();
    provider.create.mockImplementationOnce(async (resource, params) => {
      await released;
      if (!create) throw new Error('create has no implementation');
      return create(resource, params);
    });
    return release;
  };
  return { provider, dataProvider: provider as unknown as DataProvider, tables, holdNextCreate };
}
