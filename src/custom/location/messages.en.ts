import type { Catalogue } from '../../i18n/messages';

/** The location texts in English, under `console.location`. */
export const en = {} satisfies Catalogue;
