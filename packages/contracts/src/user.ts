import { z } from 'zod';
import { emailField, idField, optionalText, usernameField } from './fields.ts';

/** The signed-in user as `GET /api/user` answers it (spec 01 §3). */
export interface User {
  pk_idusers: number;
  username: string;
  email: string;
  first_name: string;
  last_name: string;
  user_avatar: string;
  habeas_data: boolean;
  is_active: boolean;
  is_staff: boolean;
  platform_role: number;
  clean_cache: boolean;
  phone: string;
  Country: string;
  city: string;
  address: string;
  company: string;
  role: string;
  web_page: string;
  sector: string;
  Ventas: string;
  foreign_currency_exposure: boolean;
  type_foreign_currency_exposure: string;
  commodity_exposure: boolean;
  type_commodity_exposure: string;
  companies: number[];
}

/** Profile update payload (spec 01 §3). Empty password fields mean "keep the password". */
export const ZUpdateUserRequest = z.object({
  pk_idusers: idField,
  username: usernameField.optional(),
  email: emailField.optional(),
  first_name: optionalText(150),
  last_name: optionalText(150),
  password_old: z.string().max(256).optional(),
  password_new: z.string().max(256).optional(),
  password_new_confirm: z.string().max(256).optional(),
  phone: optionalText(40),
  Country: optionalText(100),
  city: optionalText(100),
  address: optionalText(300),
  company: optionalText(200),
  role: optionalText(100),
  web_page: optionalText(300),
  sector: optionalText(100),
  Ventas: optionalText(100),
  foreign_currency_exposure: z.boolean().optional(),
  type_foreign_currency_exposure: optionalText(100),
  commodity_exposure: z.boolean().optional(),
  type_commodity_exposure: optionalText(100),
  habeas_data: z.boolean().optional(),
});
export type TUpdateUserRequest = z.infer<typeof ZUpdateUserRequest>;

export const ZResetPasswordRequest = z.object({ email: emailField });

export const ZValidateCodeRequest = z.object({
  email: emailField,
  code: z.string({ error: 'Code is required' }).trim().min(1, 'Code is required').max(12),
  password: z.string({ error: 'New password is required' }).min(1, 'New password is required').max(256),
});

export const ZSetPasswordRequest = z.object({
  pk_idusers: idField,
  password: z.string().min(8, 'At least 8 characters.').max(256),
  password_confirmation: z.string().min(8, 'At least 8 characters.').max(256),
});
