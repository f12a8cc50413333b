import type { Catalogue } from '../../i18n/messages';

/** The eventParticipants texts in English, under `console.eventParticipants`. */
export const en = {} satisfies Catalogue;
