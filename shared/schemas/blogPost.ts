import { z } from 'zod';
import { flag, requiredText, updatedAtToken } from './fields';

export const blogPostInput = z.object({
  title: requiredText(200),
  body: requiredText(50_000),
  is_published: flag.default(false),
  updated_at: updatedAtToken,
});

export type BlogPostInput = z.infer<typeof blogPostInput>;

export interface BlogPost {
  id: number;
  title: string;
  body: string;
  is_published: boolean;
  event_id: number | null;
  organization_id: number | null;
  created_at: string;
  updated_at: string;
  created_by: number | null;
  deleted_by: number | null;
}
