import { z } from 'zod';
import { emailField } from './fields.ts';

/** A visitor's demo request from the landing page. */
export const ZDemoRequest = z.object({
  name: z.string().trim().min(1, 'This field is required.').max(100).describe('First name.'),
  lastName: z.string().trim().min(1, 'This field is required.').max(100).describe('Last name.'),
  company: z.string().trim().min(1, 'This field is required.').max(200).describe('Company name.'),
  email: emailField.describe('Work email; we answer there.'),
  telephone: z.string().trim().max(40).optional().describe('Telephone, with country code (optional).'),
  language: z.enum(['en', 'es']).optional().describe('Language to be contacted in.'),
});
export type TDemoRequest = z.infer<typeof ZDemoRequest>;
