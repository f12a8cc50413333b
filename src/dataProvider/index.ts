import { createDataProvider } from './provider';
import { resources } from './resources';

export { apiFetch } from './http';
export { createDataProvider } from './provider';
export { letterParam, parentId } from './query';
export type { ResourceEntry, ResourceTable } from './types';

export const dataProvider = createDataProvider(resources);
