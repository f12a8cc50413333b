import type { Catalogue } from '../../i18n/messages';

/** The auth texts in English, under `console.auth`. */
export const en = {} satisfies Catalogue;
