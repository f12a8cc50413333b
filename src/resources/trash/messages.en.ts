import type { Catalogue } from '../../i18n/messages';

/** The trash texts in English, under `console.trash`. */
export const en = {} satisfies Catalogue;
