import type { Catalogue } from '../i18n/messages';

/** The shell texts in English, under `console.shell`. */
export const en = {} satisfies Catalogue;
