import { z } from 'zod';
import { httpUrl, requiredText } from './fields';

export const companyLinkInput = z.object({
  name: requiredText(120),
  url: httpUrl,
});

export type CompanyLinkInput = z.infer<typeof companyLinkInput>;

export interface CompanyLink extends CompanyLinkInput {
  id: number;
  created_at: string;
  updated_at: string;
}
