import { useTranslate } from 'react-admin';

/**
 * A message key of the console's catalogues or react-admin's (`console.organizations.one`,
 * `ra.action.edit`, `resources.<name>.name`, `errors.required`): translated where it is shown.
 * Any other string (a record's name, a text built from one, a text already translated) is not a
 * key, and the type checker refuses it where a key is expected.
 */
export type MessageKey = `${'console' | 'ra' | 'resources' | 'errors'}.${string}`;

/**
 * A finished text, shown exactly as it is, never translated: a record's name, or a text already
 * in the console's language (a message filled with a record's name). Translating it would treat
 * it as a key: `%{name}` and `||||` in a name would be filled or cut, and a name that reads as an
 * API message (`Required`) would be worded in French.
 */
export interface FinishedText {
  readonly text: string;
}

/** What a screen shows: a message key, which it translates, or a finished text, shown as it is. */
export type Text = MessageKey | FinishedText;

/** `text`, shown as it is. */
export const asIs = (text: string): FinishedText => ({ text });

/** `text` in the console's language: a key translated by `translate`, a finished text as it is. */
export const textIn = (translate: (key: MessageKey) => string, text: Text): string =>
  typeof text === 'string' ? translate(text) : text.text;

/** `textIn` with the console's translator. */
export function useText(): (text: Text) => string {
  const translate = useTranslate();
  return (text) => textIn(translate, text);
}
