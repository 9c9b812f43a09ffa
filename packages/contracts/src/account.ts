import { z } from 'zod';
import { emailField, usernameField } from './fields.ts';

export const ZRegisterRequest = z.object({
  username: usernameField,
  email: emailField,
  password: z.string({ error: 'Password is required' }).min(8, 'At least 8 characters.').max(256),
  password_confirmation: z
    .string({ error: 'Password confirmation is required' })
    .min(8, 'At least 8 characters.')
    .max(256),
  terms_condition: z.literal(true, { error: 'You must accept the terms and conditions.' }),
});
export type TRegisterRequest = z.infer<typeof ZRegisterRequest>;

export const ZDemoRequest = z.object({
  name: z.string().trim().min(1, 'This field is required.').max(100),
  lastName: z.string().trim().min(1, 'This field is required.').max(100),
  company: z.string().trim().min(1, 'This field is required.').max(200),
  email: emailField,
  telephone: z.string().trim().max(40).optional(),
  language: z.enum(['en', 'es']).optional(),
});
export type TDemoRequest = z.infer<typeof ZDemoRequest>;
