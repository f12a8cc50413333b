import type { ResourceProps } from 'react-admin';
import { declaredResources } from '../../shared/resources';
import { administrators } from './administrators';
import { declaredResource } from './declared';

/**
 * The console's react-admin resources, in one list: App registers each, and the reliability
 * suite opens each one's URLs (list, create, edit, show) without a session.
 */
export const consoleResources: ResourceProps[] = [
  administrators,
  ...declaredResources.map(declaredResource),
];
