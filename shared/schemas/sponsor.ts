import { z } from 'zod';
import { displayName, httpUrl, updatedAtToken } from './fields';

/** Catalogue sponsor types and how the console names them. */
export const SPONSOR_TYPES = {
  GOLD: 'Gold Sponsor',
  SILVER: 'Silver Sponsor',
  THANK: 'Special Thank you',
} as const;

export type SponsorType = keyof typeof SPONSOR_TYPES;

export const sponsorInput = z.object({
  name: displayName(200),
  image_url: httpUrl,
  sponsor_url: httpUrl,
  sponsor_type: z.enum(Object.keys(SPONSOR_TYPES) as [SponsorType, ...SponsorType[]], {
    error: 'Please select a sponsor type',
  }),
  updated_at: updatedAtToken,
});

export type SponsorInput = z.infer<typeof sponsorInput>;

export interface Sponsor extends Omit<SponsorInput, 'updated_at'> {
  id: number;
  created_at: string;
  updated_at: string;
}
