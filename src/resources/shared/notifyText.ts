import { type NotificationOptions, useNotify } from 'react-admin';

/** The message whose whole text is its `text` argument, in every language. */
const AS_IS = 'console.shared.as_is';

/**
 * react-admin's notify for a finished text (a message naming a record, the server's reason):
 * react-admin translates a notification's message as a key, which would fill or cut a name's
 * `%{…}` and `||||`; given as the argument of a message that is only that argument, the text is
 * shown exactly as it is.
 */
export function useNotifyText(): (
  text: string,
  options?: Omit<NotificationOptions, 'messageArgs'>,
) => void {
  const notify = useNotify();
  return (text, options = {}) => notify(AS_IS, { ...options, messageArgs: { text } });
}
