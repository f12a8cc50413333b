/**
 * Possible duplicates among organizations: the check a form or an import asks while a record is
 * typed, and the pairs across the directory kept for the Possible duplicates screen. (No zod
 * here: the console's bundle reads it.)
 */

/** Why two organizations may be one, in the order a candidate's reasons are answered and shown. */
export const DUPLICATE_REASONS = ['name', 'phone', 'email', 'website'] as const;
export type DuplicateReason = (typeof DUPLICATE_REASONS)[number];

/** What a new or changed organization would hold: the fields a duplicate is recognised by. */
export interface DuplicateProbe {
  name?: string | null;
  city_id?: number | null;
  phone_number?: string | null;
  email_address?: string | null;
  website_url?: string | null;
  /** The organization being edited, never its own duplicate. */
  exclude_id?: number | null;
}

/** A live organization resembling what was typed, and why. */
export interface DuplicateCandidate {
  id: number;
  name: string;
  city: string | null;
  state: string | null;
  reasons: DuplicateReason[];
  /** Trigram similarity (0..1) of the names; 0 when no name was compared. */
  similarity: number;
  score: number;
}

/** The check's API path (GET, with the typed fields as its query). */
export const DUPLICATE_CHECK_PATH = '/admin/organization/duplicates';

/** The console's resource of the pairs (react-admin's name, and its screen's URL). */
export const DUPLICATE_PAIRS_RESOURCE = 'duplicate-pairs';

/** The pairs' API path, and their list's key in the answer. */
export const DUPLICATE_PAIRS_PATH = '/admin/duplicate-pairs';
export const DUPLICATE_PAIRS_LIST_KEY = 'pairs';

/** One organization of a pair, as the list shows it. */
export interface PairedOrganization {
  id: number;
  name: string;
  city: string | null;
  state: string | null;
}

/** Two live organizations that may be one, the lower id first; its id is stable. */
export interface DuplicatePair {
  id: number;
  score: number;
  reasons: DuplicateReason[];
  organization: PairedOrganization;
  other: PairedOrganization;
}
