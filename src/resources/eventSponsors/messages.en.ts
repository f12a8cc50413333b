import type { Catalogue } from '../../i18n/messages';

/** The eventSponsors texts in English, under `console.eventSponsors`. */
export const en = {} satisfies Catalogue;
