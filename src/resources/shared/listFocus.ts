import { createContext, type RefObject } from 'react';

/**
 * Where focus goes when the focused control leaves the list (its row was deleted): the list's
 * heading, which screen readers then announce, instead of the page's body.
 */
export const ListFocusContext = createContext<RefObject<HTMLHeadingElement | null> | null>(null);
