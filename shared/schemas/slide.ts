import { z } from 'zod';
import { httpUrl, requiredText, updatedAtToken } from './fields';

export const slideInput = z.object({
  title: requiredText(200),
  head_title: requiredText(200),
  subtitle: requiredText(500),
  button1_content: requiredText(100),
  button1_url: httpUrl,
  button2_content: requiredText(100),
  button2_url: httpUrl,
  image_url: httpUrl,
  updated_at: updatedAtToken,
});

export type SlideInput = z.infer<typeof slideInput>;

export interface Slide extends Omit<SlideInput, 'updated_at'> {
  id: number;
  created_at: string;
  updated_at: string;
}
