import type { SameKeys } from '../../i18n/messages';
import type { en } from './messages.en';

/** The organizations texts in French. */
export const fr: SameKeys<typeof en> = {};
