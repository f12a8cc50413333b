import type { Catalogue } from '../../i18n/messages';

/** The geography texts in English, under `console.geography`. */
export const en = {} satisfies Catalogue;
