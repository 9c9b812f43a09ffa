import type { User } from '@cobertura/contracts';
import { describe, expect, it } from 'vitest';
import { looksLikeEmail, profilePayload, profileValuesOf } from './profilePayload.ts';

const user: User = {
  pk_idusers: 7,
  username: 'ana',
  email: 'ana@example.com',
  first_name: ' Ana ',
  last_name: '',
  user_avatar: '',
  habeas_data: false,
  is_active: true,
  is_staff: false,
  platform_role: 2,
  clean_cache: false,
  phone: '',
  Country: 'COL',
  city: '',
  address: '',
  company: '',
  role: '',
  web_page: '',
  sector: '',
  Ventas: '',
  foreign_currency_exposure: false,
  type_foreign_currency_exposure: 'importer',
  commodity_exposure: true,
  type_commodity_exposure: 'buyer',
  companies: [],
};

describe('profilePayload', () => {
  it('sends the spec fields, trimmed, with the user id', () => {
    const payload = profilePayload(7, { ...profileValuesOf(user), habeas_data: true });
    expect(payload.pk_idusers).toBe(7);
    expect(payload.first_name).toBe('Ana');
    expect(payload.habeas_data).toBe(true);
    expect(payload.Country).toBe('COL');
  });

  it('drops an exposure type whose exposure is not ticked', () => {
    const payload = profilePayload(7, profileValuesOf(user));
    expect(payload.type_foreign_currency_exposure).toBe('');
    expect(payload.type_commodity_exposure).toBe('buyer');
  });
});

describe('looksLikeEmail', () => {
  it('accepts name@domain.tld and rejects the rest', () => {
    expect(looksLikeEmail('a@b.co')).toBe(true);
    expect(looksLikeEmail('a@b')).toBe(false);
    expect(looksLikeEmail('a b@c.de')).toBe(false);
  });
});
