import { z } from 'zod';
import { emailField } from './fields.ts';

export const ZRegisterRequest = z.object({
  username: z
    .string({ error: 'Username is required' })
    .trim()
    .min(1, 'Username is required')
    .max(150, 'At most 150 characters.')
    .regex(/^[\w.@+-]+$/, 'Letters, digits and @ . + - _ only.'),
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
