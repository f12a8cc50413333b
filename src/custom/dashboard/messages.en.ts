import type { Catalogue } from '../../i18n/messages';

/** The dashboard texts in English, under `console.dashboard`. */
export const en = {} satisfies Catalogue;
