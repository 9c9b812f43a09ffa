import { describe, expect, it } from 'vitest';
import {
  EMPTY_PROFILE_DETAILS,
  PROFILE_DETAILS,
  profilePayload,
  profileValuesOf,
  type User,
  ZProfileDetails,
  ZUpdateUserRequest,
  ZUser,
} from './profile.ts';

const account = { pk_idusers: 7, username: 'treasury', email: 'treasury@demo.example', companies: [1] };
const names = { first_name: 'Tomás', last_name: 'Tesorero', user_avatar: '' };
const flags = {
  habeas_data: true,
  is_active: true,
  is_staff: false,
  platform_role: 2,
  clean_cache: false,
  two_factor: false,
};
const details = { phone: '+57 1 555 0101', foreign_currency_exposure: true };
const types = { type_foreign_currency_exposure: 'USD', type_commodity_exposure: 'sugar' };
const user: User = ZUser.parse({
  ...EMPTY_PROFILE_DETAILS,
  ...account,
  ...names,
  ...flags,
  ...details,
  ...types,
});

describe('profile contract', () => {
  it('lists the details once, with an empty value for each', () => {
    expect(PROFILE_DETAILS).toHaveLength(13);
    expect(EMPTY_PROFILE_DETAILS).toMatchObject({ phone: '', Ventas: '', commodity_exposure: false });
    expect(Object.keys(EMPTY_PROFILE_DETAILS)).toEqual(PROFILE_DETAILS);
  });

  it('gives every profile detail a hint for forms and the API reference', () => {
    for (const key of PROFILE_DETAILS) expect(ZProfileDetails.shape[key].description, key).toBeTruthy();
  });

  it('answers the user without fields it does not know', () => {
    expect(ZUser.parse({ ...user, password_hash: 'x' })).not.toHaveProperty('password_hash');
  });

  it('builds the form values from a user and the update payload from the values', () => {
    const values = profileValuesOf(user);
    expect(values).not.toHaveProperty('pk_idusers');
    expect(values).not.toHaveProperty('companies');
    expect(values.first_name).toBe('Tomás');
    const payload = profilePayload(user.pk_idusers, { ...values, city: '  Bogotá ', sector: '' });
    expect(payload).toMatchObject({ pk_idusers: 7, city: 'Bogotá', sector: '', habeas_data: true });
    // An exposure type is sent only while its exposure is ticked.
    expect(payload.type_foreign_currency_exposure).toBe('USD');
    expect(payload.type_commodity_exposure).toBe('');
    expect(ZUpdateUserRequest.safeParse(payload).success).toBe(true);
  });

  it('keeps absent fields absent in the update request and refuses over-long ones', () => {
    expect(ZUpdateUserRequest.parse({ pk_idusers: 7 })).toEqual({ pk_idusers: 7 });
    const long = ZUpdateUserRequest.safeParse({ pk_idusers: 7, phone: '1'.repeat(41) });
    expect(long.error?.issues[0]?.message).toBe('At most 40 characters.');
  });
});
