import type { Catalogue } from '../../i18n/messages';

/** The cities texts in English, under `console.cities`. */
export const en = {} satisfies Catalogue;
