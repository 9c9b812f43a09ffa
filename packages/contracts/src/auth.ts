import { z } from 'zod';

export const ZLoginRequest = z.object({
  username: z.string({ error: 'Username is required' }).trim().min(1, 'Username is required').max(150),
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(256),
});
export type TLoginRequest = z.infer<typeof ZLoginRequest>;

export const ZTokenPair = z.object({ access: z.string(), refresh: z.string() });
export type TTokenPair = z.infer<typeof ZTokenPair>;

export const ZRefreshRequest = z.object({ refresh: z.string().min(1).max(512) });
export type TRefreshRequest = z.infer<typeof ZRefreshRequest>;

/** Claims of the short-lived access token. */
export interface AccessClaims {
  sub: string;
  /** Session (refresh-token family) id. */
  sid: string;
  role: number;
  exp: number;
  iat: number;
}
