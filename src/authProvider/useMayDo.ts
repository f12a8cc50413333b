import { type RaRecord, useCanAccess } from 'react-admin';

interface AccessTarget {
  /** Default: the resource around. */
  resource?: string;
  /** Default: the record around. */
  record?: RaRecord;
}

/**
 * The auth provider's `canAccess` answer for `action` (list, show, create, edit, delete, publish,
 * bulk, restore) on a resource and record, from the record types' declared access; undefined
 * until it has answered.
 */
export function useAccess(action: string, target: AccessTarget = {}): boolean | undefined {
  return useCanAccess({ action, ...target }).canAccess;
}

/**
 * Whether the signed-in person may do `action` (see useAccess): false until the auth provider
 * has answered, so that a control the person may not use never shows, even for a moment.
 */
export const useMayDo = (action: string, target?: AccessTarget) =>
  useAccess(action, target) === true;

/** Whether the auth provider has answered that the person may not do `action`. */
export const useMayNotDo = (action: string, target?: AccessTarget) =>
  useAccess(action, target) === false;
