import type { Catalogue } from '../../i18n/messages';

/** The shared texts in English, under `console.shared`. */
export const en = {} satisfies Catalogue;
