import { describe, expect, it } from 'vitest';
import { dataProvider } from '../../../src/dataProvider';
import type { ConsoleDataProvider } from '../../../src/dataProvider/types';
import { route } from '../support/server';

const provider = dataProvider as ConsoleDataProvider;

const inUse = {
  in_use: true,
  counts: { organizations: 3, events: 2 },
  counts_exact: true,
  message: 'Music is used by 3 organizations and 2 events; give them another category first.',
};

describe('what still uses a record (before a delete)', () => {
  it.each([
    ['categories', '/admin/category'],
    ['countries', '/admin/country'],
    ['states', '/admin/state'],
    ['cities', '/admin/city'],
    ['organizations', '/admin/organization'],
    ['locations', '/admin/location'],
    ['participation-roles', '/admin/participation-role'],
  ])('asks the server for a record of %s: GET %s/{id}/usage', async (resource, base) => {
    const requests = route('get', `${base}/3/usage`, { data: { usage: inUse } });
    expect(await provider.getUsage(resource, { id: 3 })).toEqual({ data: inUse });
    expect(requests).toHaveLength(1);
  });

  it('answers null without a request for a resource whose deletes are never refused', async () => {
    // Any request would fail: the unit tests' server answers none it was not given.
    expect(await provider.getUsage('blog', { id: 3 })).toEqual({ data: null });
  });
});
