import type { Catalogue } from '../../i18n/messages';

/** The states texts in English, under `console.states`. */
export const en = {} satisfies Catalogue;
