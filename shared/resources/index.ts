import { blogPosts } from './blogPosts';
import { categories } from './categories';
import type { ResourceDeclaration } from './declaration';
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
