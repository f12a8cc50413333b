/**
 * The dashboard's New Organizations are those created within this many days; its card opens the
 * organization list filtered the same way. (No zod here: the dashboard's bundle reads it.)
 */
export const NEW_ORGANIZATION_DAYS = 30;
