import type { Catalogue } from '../../i18n/messages';

/** The orders texts in English, under `console.orders`. */
export const en = {} satisfies Catalogue;
