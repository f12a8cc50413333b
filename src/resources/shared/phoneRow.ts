import type { SimpleListProps } from 'react-admin';

/** What a record's line shows at phone width, where a list is one column (SimpleList). */
export type PhoneRow = Pick<
  SimpleListProps,
  'primaryText' | 'secondaryText' | 'tertiaryText' | 'leftAvatar' | 'leftIcon'
>;

/** A phone line's details: the given parts that are not empty, separated by dots. */
export const phoneDetails = (...parts: unknown[]): string =>
  parts.filter((part) => part !== undefined && part !== null && part !== '').join(' · ');
