import type { Catalogue } from '../../i18n/messages';

/** The administrators texts in English, under `console.administrators`. */
export const en = {} satisfies Catalogue;
