import { allMessages } from '../../shared/messageCodes';
import type { Catalogue } from '../i18n/messages';

/** A registry template as a catalogue text: each `{param}` a `%{param}`. */
export const catalogueText = (template: string) => template.replace(/\{(\w+)\}/g, '%{$1}');

/**
 * The API's messages in English, under `errors.<code>`: the registry's templates
 * (shared/messages.ts), so the console words a coded message exactly as the server does.
 */
export const englishErrors: Catalogue = Object.fromEntries(
  Object.entries(allMessages()).map(([code, template]) => [code, catalogueText(template)]),
);
