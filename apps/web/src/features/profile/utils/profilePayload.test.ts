import { describe, expect, it } from 'vitest';
import { fakeUser } from '../../../test/fakeUser.ts';
import { schemaErrors } from '../../../utils/schemaErrors.ts';
import { PROFILE_ERROR_KEYS, profilePayload, profileValuesOf, ZProfileForm } from './profilePayload.ts';

const user = fakeUser({
  pk_idusers: 7,
  first_name: ' Ana ',
  habeas_data: false,
  Country: 'COL',
  type_foreign_currency_exposure: 'importer',
  commodity_exposure: true,
  type_commodity_exposure: 'buyer',
});

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

  it('sends every editable field of the contract and nothing of the password change', () => {
    const payload = profilePayload(7, profileValuesOf(user));
    expect(Object.keys(payload).sort()).toEqual(['pk_idusers', ...Object.keys(ZProfileForm.shape)].sort());
    expect(payload).not.toHaveProperty('password_new');
  });
});

describe('profileValuesOf', () => {
  it('starts a field the user lacks empty: unticked or blank', () => {
    expect(profileValuesOf({}).commodity_exposure).toBe(false);
    expect(profileValuesOf({}).city).toBe('');
  });
});

describe('the profile form rules', () => {
  const errorsFor = (changes: Partial<ReturnType<typeof profileValuesOf>>) =>
    schemaErrors(ZProfileForm, { ...profileValuesOf(user), ...changes }, PROFILE_ERROR_KEYS);

  it('asks for a username and an email', () => {
    expect(errorsFor({ username: ' ', email: '' })).toEqual({
      username: 'profile.errors.usernameRequired',
      email: 'profile.errors.emailRequired',
    });
  });

  it('accepts name@domain.tld and rejects the rest', () => {
    expect(errorsFor({ email: 'a@b.co' })).toEqual({});
    expect(errorsFor({ email: 'a@b' })).toEqual({ email: 'profile.errors.emailInvalid' });
    expect(errorsFor({ email: 'a b@c.de' })).toEqual({ email: 'profile.errors.emailInvalid' });
  });
});
