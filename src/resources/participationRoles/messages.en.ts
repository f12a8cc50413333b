import type { Catalogue } from '../../i18n/messages';

/** The participationRoles texts in English, under `console.participationRoles`. */
export const en = {} satisfies Catalogue;
