import type { Catalogue } from '../../i18n/messages';

/** The declared texts in English, under `console.declared`. */
export const en = {} satisfies Catalogue;
