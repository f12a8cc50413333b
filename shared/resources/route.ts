/**
 * Where a resource's screens sit in the console, as the spec spells them: `/organizations`,
 * `/organization/new`, `/organization/:organizationId`, `/organization/:organizationId/edit`,
 * and a child's under its parent's record page (src/resources/urlPatterns.ts derives them).
 */
export interface ResourceRoute {
  /** The segment of one record (its id parameter is `<one>Id`) and of the list. */
  one: string;
  many: string;
  /** The screen a link to one record opens (from the Activity): its show screen or its edit screen. */
  recordPage: 'show' | 'edit';
  /** The resource whose record page this one's screens sit under. */
  parent?: string;
  /** A segment between the parent's record page and these screens: roles sit under `participant`. */
  under?: string;
  /**
   * A resource whose record page serves this one's screens, and its children's, a second time:
   * an organization's under its municipality. That record page is the scoped list.
   */
  alsoUnder?: string;
  /** Other lists of the records under the same parent, by segment: an organization's archive. */
  moreLists?: readonly string[];
}
