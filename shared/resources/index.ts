import { administrators } from './administrators';
import { appSettings } from './appSettings';
import { blogPosts } from './blogPosts';
import { categories } from './categories';
import { companyLinks } from './companyLinks';
import type { ResourceDeclaration } from './declaration';
import { eventLinks } from './eventLinks';
import { events } from './events';
import { locations } from './locations';
import { organizations } from './organizations';
import { participationRoles } from './participationRoles';
import { regionLevels } from './regions';
import { savedViews } from './savedViews';
import { slides } from './slides';
import { sponsors } from './sponsors';

/**
 * The declared resources, in the sidebar's order: each gets its API routes, its data-provider
 * entry, its menu entry and its screens from its declaration.
 */
const declared = [categories, blogPosts, slides, sponsors] as const;
export const declaredResources: readonly ResourceDeclaration[] = declared;

/**
 * The record types whose screens are written by hand (src/resources/<name>/), declared for their
 * API, data-provider entry and routes.
 */
export const recordDeclarations = [organizations, locations, events, participationRoles] as const;

/**
 * Every record type, whatever the shape of its declaration: each has a history and a trash,
 * derived from its facts (shared/resources/recordType.ts).
 */
export const recordTypes = [
  administrators,
  companyLinks,
  appSettings,
  ...regionLevels,
  ...declared,
  ...recordDeclarations,
  ...eventLinks,
  savedViews,
] as const;
