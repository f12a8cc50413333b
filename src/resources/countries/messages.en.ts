import type { Catalogue } from '../../i18n/messages';

/** The countries texts in English, under `console.countries`. */
export const en = {} satisfies Catalogue;
