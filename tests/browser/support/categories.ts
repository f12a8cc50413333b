import { expect } from 'vitest';
import type { ApiSession } from './server';

/** Creates a category of these kinds through the API (a blank SVG for its icon); answers its id. */
export async function createCategory(
  api: ApiSession,
  name: string,
  kinds: { is_event?: boolean; is_organization?: boolean },
): Promise<number> {
  const form = new FormData();
  form.set('name', name);
  for (const [kind, on] of Object.entries(kinds)) form.set(kind, on ? '1' : '0');
  form.set(
    'icon_file',
    new Blob(['<svg xmlns="http://www.w3.org/2000/svg"/>'], { type: 'image/svg+xml' }),
    'icon.svg',
  );
  const created = await api.call('/api/admin/category', { method: 'POST', form });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return (created.body.data as { category: { id: number } }).category.id;
}
