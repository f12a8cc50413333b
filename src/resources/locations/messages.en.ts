import type { Catalogue } from '../../i18n/messages';

/** The locations texts in English, under `console.locations`. */
export const en = {} satisfies Catalogue;
