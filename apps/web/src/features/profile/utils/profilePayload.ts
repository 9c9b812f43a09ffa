import { type TUpdateUserRequest, type User, ZUpdateUserRequest } from '@cobertura/contracts';
import type { z } from 'zod';
import type { IssueKeys } from '../../../utils/schemaErrors.ts';
import { emptyValue, schemaFields } from '../../../utils/schemaFields.ts';

/**
 * What the profile form edits (spec 01 §3): the update contract less the id and the password change
 * (a form of its own); the account keeps a username and an email, so the form asks for both.
 */
export const ZProfileForm = ZUpdateUserRequest.omit({
  pk_idusers: true,
  password_old: true,
  password_new: true,
  password_new_confirm: true,
}).required({ username: true, email: true });

type ProfileInput = z.input<typeof ZProfileForm>;

/** The form's values: every field present, texts as typed. */
export type ProfileValues = { [Name in keyof ProfileInput]-?: Exclude<ProfileInput[Name], undefined> };

export const PROFILE_FIELDS = schemaFields(ZProfileForm);

/** The profile form's own words for the contract's issues. */
export const PROFILE_ERROR_KEYS: IssueKeys<keyof ProfileValues> = {
  username: { required: 'profile.errors.usernameRequired' },
  email: { required: 'profile.errors.emailRequired', invalid: 'profile.errors.emailInvalid' },
};

/** An exposure type means something only while its exposure is ticked. */
const EXPOSURE_OF_TYPE: Partial<Record<keyof ProfileValues, keyof ProfileValues>> = {
  type_foreign_currency_exposure: 'foreign_currency_exposure',
  type_commodity_exposure: 'commodity_exposure',
};

/** The form's values for a user; a field the user lacks starts empty. */
export function profileValuesOf(user: Partial<User>): ProfileValues {
  const source = user as Record<string, unknown>;
  return Object.fromEntries(
    PROFILE_FIELDS.map((field) => [field.name, source[field.name] ?? emptyValue(field)]),
  ) as ProfileValues;
}

/** The update payload: trimmed texts; an exposure type only while its exposure is ticked. */
export function profilePayload(userId: number, values: ProfileValues): TUpdateUserRequest {
  const payload = Object.fromEntries(
    PROFILE_FIELDS.map(({ name }) => {
      const value = values[name];
      const exposure = EXPOSURE_OF_TYPE[name];
      if (exposure && !values[exposure]) return [name, ''];
      return [name, typeof value === 'string' ? value.trim() : value];
    }),
  );
  return { pk_idusers: userId, ...payload };
}
