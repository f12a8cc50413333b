import type { Catalogue } from '../../i18n/messages';

/** The events texts in English, under `console.events`. */
export const en = {} satisfies Catalogue;
