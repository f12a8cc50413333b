import { blogPosts } from './blogPosts';
import { categories } from './categories';
import type { ResourceDeclaration } from './declaration';
import { events } from './events';
import { locations } from './locations';
import { organizations } from './organizations';
import { participationRoles } from './participationRoles';
import { slides } from './slides';
import { sponsors } from './sponsors';

/**
 * The declared resources, in the sidebar's order: each gets its API routes, its data-provider
 * entry, its menu entry and its screens from its declaration.
 */
export const declaredResources: readonly ResourceDeclaration[] = [
  categories,
  blogPosts,
  slides,
  sponsors,
];

/**
 * The record types whose screens are written by hand (src/resources/<name>/), declared for their
 * API, data-provider entry and routes.
 */
export const recordDeclarations = [organizations, locations, events, participationRoles] as const;
