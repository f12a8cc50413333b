import type { Catalogue } from '../../i18n/messages';

/** The login texts in English, under `console.login`. */
export const en = {} satisfies Catalogue;
