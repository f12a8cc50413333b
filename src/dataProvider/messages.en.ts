import type { Catalogue } from '../i18n/messages';

/** The data texts in English, under `console.data`. */
export const en = {} satisfies Catalogue;
