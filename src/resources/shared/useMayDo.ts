import { type RaRecord, useCanAccess } from 'react-admin';

interface AccessTarget {
  /** Default: the resource around. */
  resource?: string;
  /** Default: the record around. */
  record?: RaRecord;
}

/**
 * Whether the signed-in person may do `action` (list, show, create, edit, delete, publish, bulk,
 * restore) on a resource and record: the auth provider's `canAccess`, from the record types'
 * declared access. False until it has answered, so that a control the person may not use never
 * shows, even for a moment.
 */
export function useMayDo(action: string, target: AccessTarget = {}): boolean {
  return useCanAccess({ action, ...target }).canAccess === true;
}

/** Whether the auth provider has answered that the person may not do `action` (see useMayDo). */
export function useMayNotDo(action: string, target: AccessTarget = {}): boolean {
  return useCanAccess({ action, ...target }).canAccess === false;
}
