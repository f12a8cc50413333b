import type { Catalogue } from '../../i18n/messages';

/** The history texts in English, under `console.history`. */
export const en = {} satisfies Catalogue;
