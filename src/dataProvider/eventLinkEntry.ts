import type { EventLinkDeclaration } from '../../shared/resources/eventLinks';
import { withParentIds } from './query';
import { recordPath } from './resources/paths';
import type { ResourceEntry, Transform, Values } from './types';

/** The name of the record `id` in a map of the answer keyed by id, if it has one. */
const nameIn = (map: unknown, id: unknown): string | null => {
  if (map === null || typeof map !== 'object' || id === null || id === undefined) return null;
  const entry = (map as Record<string, Values | undefined>)[String(id)];
  return typeof entry?.name === 'string' ? entry.name : null;
};

/**
 * The data-provider entry of an event link: the links of an event (meta.eventId), which the
 * server answers all at once, so the console searches and pages them; each named by its
 * organization (`name`) and by the other names the declaration lists (a participant's `role`).
 */
export function eventLinkEntry(link: EventLinkDeclaration): ResourceEntry {
  const { api } = link;
  const alsoNamed = Object.entries(link.alsoNamed ?? {});
  const withNames: Transform = (row, body) => ({
    ...row,
    id: row.id as number,
    name: nameIn(body[api.organizationsKey], row[link.organizationColumn]),
    ...Object.fromEntries(
      alsoNamed.map(([field, { key, column }]) => [field, nameIn(body[key], row[column])]),
    ),
  });
  return {
    list: {
      mode: 'client',
      path: (context) => withParentIds(api.list, context),
      records: api.listKey,
      searchFields: ['name', ...alsoNamed.map(([field]) => field)],
      transform: withNames,
    },
    create: {
      path: api.path,
      body: { type: 'multipart' },
      fields: link.fields,
      record: api.recordKey,
    },
    delete: { path: recordPath(api.path), record: api.recordKey },
  };
}
