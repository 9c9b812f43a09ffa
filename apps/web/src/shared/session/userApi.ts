import type { TTwoFactorState, User } from '@cobertura/contracts';
import { apiRequest } from '../../api/client.ts';

/** The signed-in user's reads (the server's `profile` module) that the session start and the screens share. */
export const userApi = {
  user: () => apiRequest<User>('/api/user'),
  /** Two-factor sign-in: on or off, recovery codes left, whether staff must use it. */
  twoFactor: () => apiRequest<TTwoFactorState>('/api/user/two-factor'),
};
