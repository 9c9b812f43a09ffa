import { profileValuesOf, ZProfileForm } from '@cobertura/contracts';
import { describe, expect, it } from 'vitest';
import { fakeUser } from '../../../test/fakeUser.ts';
import { schemaErrors } from '../../../utils/schemaErrors.ts';
import { PROFILE_ERROR_KEYS, PROFILE_FIELDS } from './profileFields.ts';

const user = fakeUser({ pk_idusers: 7, Country: 'COL' });

describe('the profile form fields', () => {
  it('are the contract fields, in its order, with only username and email required', () => {
    expect(PROFILE_FIELDS.map((field) => field.name)).toEqual(Object.keys(ZProfileForm.shape));
    const required = PROFILE_FIELDS.filter((field) => field.isRequired).map((field) => field.name);
    expect(required).toEqual(['username', 'email']);
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
