import { type Text, useText } from '../../i18n/text';

/**
 * A screen's title as react-admin's `title` props take it: an element, shown as it is (a string
 * there is translated as a key, which would fill or cut a record's name).
 */
export function ScreenTitle({ text }: { text: Text }) {
  return useText()(text);
}
