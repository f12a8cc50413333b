import type { Catalogue } from '../../i18n/messages';

/** The settings texts in English, under `console.settings`. */
export const en = {} satisfies Catalogue;
