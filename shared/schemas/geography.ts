import { z } from 'zod';
import { messageText } from '../messages';
import { displayName, flag, REQUIRED, updatedAtToken } from './fields';

/** Ids sent by forms as numbers or numeric strings ("Other ids are sent as integers"). */
const parentId = z.coerce
  .number({ error: REQUIRED })
  .int(messageText('not_whole'))
  .positive(REQUIRED)
  .max(2_147_483_647, messageText('invalid_id'));

/** Publish is required on create (the form's default is 0, not published). */
const publish = flag;

export const countryInput = z.object({
  country: displayName(100),
  country_code: z
    .string()
    .trim()
    .min(1, REQUIRED)
    .max(3, messageText('too_long', { max: 3 }))
    .regex(/^[A-Za-z]+$/, messageText('letters_only'))
    .transform((code) => code.toUpperCase()),
  is_published: publish,
  updated_at: updatedAtToken,
});

export const stateInput = z.object({
  country_id: parentId,
  state: displayName(100),
  is_published: publish,
  updated_at: updatedAtToken,
});

export const cityInput = z.object({
  state_id: parentId,
  city: displayName(100),
  is_published: publish,
  updated_at: updatedAtToken,
});

/** On edit the parent stays where it is: only the name and publish flag change. */
export const stateUpdate = stateInput.omit({ country_id: true });
export const cityUpdate = cityInput.omit({ state_id: true });

export type CountryInput = z.infer<typeof countryInput>;
export type StateInput = z.infer<typeof stateInput>;
export type CityInput = z.infer<typeof cityInput>;

interface Audited {
  id: number;
  created_at: string;
  updated_at: string;
}

export interface Country extends Audited {
  country: string;
  country_code: string;
  is_published: boolean;
}

export interface State extends Audited {
  country_id: number;
  state: string;
  is_published: boolean;
}

export interface City extends Audited {
  state_id: number;
  city: string;
  latitude: number | null;
  longitude: number | null;
  is_published: boolean;
}

/** What the region pickers list and match: `{ id, name }`. */
export interface RegionOption {
  id: number;
  name: string;
}

/** Letters of the A-Z filter; municipalities add '#' for names starting with a digit. */
export const LETTERS = 'abcdefghijklmnopqrstuvwxyz'.split('');
export const DIGIT_LETTER = '#';
