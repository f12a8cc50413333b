import { createDataProvider } from './provider';
import { resources } from './resources';

export { apiFetch } from './http';
export { createDataProvider } from './provider';
export { letterParam, parentId } from './query';
export type { ResourceEntry, ResourceTable } from './types';

export const dataProvider = createDataProvider(resources);

/** The bulk actions a resource's lists offer (its `bulk` entry); none when it has no bulk route. */
export const bulkActionsOf = (resource: string) => resources[resource]?.bulk?.actions ?? [];
