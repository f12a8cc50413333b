import type { Catalogue } from '../../i18n/messages';

/** The organizations texts in English, under `console.organizations`. */
export const en = {} satisfies Catalogue;
