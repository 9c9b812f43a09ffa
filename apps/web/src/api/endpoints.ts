import type {
  CatalogEntry,
  CommoditiesReply,
  Company,
  Country,
  CurrenciesReply,
  NavLink,
  TDemoRequest,
  TLoginRequest,
  TRegisterRequest,
  TTokenPair,
  TUpdateUserRequest,
  User,
} from '@cobertura/contracts';
import { apiRequest } from './client.ts';

/** The enabled single-sign-on providers; all false until SSO is configured on the server. */
export interface AuthProviders {
  google: boolean;
  microsoft: boolean;
  enterprise: boolean;
}

/** One account waiting for staff activation (`GET /api/admin/users?status=pending`). */
export interface PendingAccount {
  pk_idusers: number;
  username: string;
  email: string;
  email_verified: boolean;
  is_active: boolean;
  date_joined: string;
}

export interface MessageReply {
  message: string;
}

export type CatalogKind = 'terms&conditions' | 'HabeasData';

export const api = {
  login: (body: TLoginRequest) =>
    apiRequest<TTokenPair>('/api/auth/login', { method: 'POST', body, auth: false }),
  logout: (refresh: string) => apiRequest<null>('/api/auth/logout', { method: 'POST', body: { refresh } }),
  providers: () => apiRequest<AuthProviders>('/api/auth/providers', { auth: false }),
  register: (body: TRegisterRequest) =>
    apiRequest<MessageReply>('/api/account/', { method: 'POST', body, auth: false }),
  requestResetCode: (email: string) =>
    apiRequest<Record<string, unknown>>('/api/user/resetpassword', {
      method: 'POST',
      body: { email },
      auth: false,
    }),
  validateResetCode: (body: { email: string; code: string; password: string }) =>
    apiRequest<MessageReply>('/api/user/validatecode', { method: 'POST', body, auth: false }),
  setPassword: (body: { pk_idusers: number; password: string; password_confirmation: string }) =>
    apiRequest<MessageReply>('/api/user/setRessetPassword', { method: 'POST', body, auth: 'optional' }),
  user: () => apiRequest<User>('/api/user'),
  updateUser: (body: TUpdateUserRequest) => apiRequest<User>('/api/user/update', { method: 'POST', body }),
  userRoutes: (role: number) => apiRequest<NavLink[]>('/api/get_user_routes', { query: { role } }),
  companies: (userId: number) =>
    apiRequest<Company[]>('/api/companies', { query: { format: 'json', user: userId } }),
  currencies: () => apiRequest<CurrenciesReply>('/api/currencies', { query: { format: 'json' } }),
  commodities: () => apiRequest<CommoditiesReply>('/api/commodities', { query: { format: 'json' } }),
  countries: () => apiRequest<Country[]>('/api/countries', { query: { format: 'json' } }),
  /** Null when the server answers 204 No Content (nothing in the catalogue). */
  catalog: (description: CatalogKind, lang: string) =>
    apiRequest<CatalogEntry[] | null>('/api/catalogs', { query: { description, lang }, auth: 'optional' }),
  pendingAccounts: () => apiRequest<PendingAccount[]>('/api/admin/users', { query: { status: 'pending' } }),
  activateAccount: (id: number) =>
    apiRequest<unknown>(`/api/admin/users/${encodeURIComponent(String(id))}/activate`, { method: 'POST' }),
  demoRequest: (body: TDemoRequest) =>
    apiRequest<unknown>('/api/demo-requests', { method: 'POST', body, auth: false }),
};
