import type { User } from '@cobertura/contracts';

/** A signed-in user as GET /api/user answers it, for screen tests. */
export function fakeUser(overrides: Partial<User> = {}): User {
  return {
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
    phone: '',
    Country: '',
    city: '',
    address: '',
    company: '',
    role: '',
    web_page: '',
    sector: '',
    Ventas: '',
    foreign_currency_exposure: false,
    type_foreign_currency_exposure: '',
    commodity_exposure: false,
    type_commodity_exposure: '',
    companies: [1],
    ...overrides,
  };
}
