import { EMPTY_PROFILE_DETAILS, type User } from '@cobertura/contracts';

/** A signed-in user as GET /api/user answers it, for screen tests; profile fields start empty. */
export function fakeUser(overrides: Partial<User> = {}): User {
  return {
    ...EMPTY_PROFILE_DETAILS,
    pk_idusers: 2,
    username: 'treasury',
    email: 'treasury@demo.example',
    first_name: 'Tomás',
    last_name: 'Tesorero',
    user_avatar: '',
    habeas_data: true,
    is_active: true,
    is_staff: false,
    platform_role: 2,
    clean_cache: false,
    two_factor: false,
    companies: [1],
    ...overrides,
  };
}
