import type { ResourceProps } from 'react-admin';
import { administrators } from './administrators';
import { blog } from './blog';
import { categories } from './categories';
import { slides } from './slides';
import { sponsors } from './sponsors';

/**
 * The console's react-admin resources, in one list: App registers each, and the reliability
 * suite opens each one's URLs (list, create, edit, show) without a session.
 */
export const consoleResources: ResourceProps[] = [
  administrators,
  blog,
  categories,
  slides,
  sponsors,
];
