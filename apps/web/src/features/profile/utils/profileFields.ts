import { type ProfileValues, ZProfileForm } from '@cobertura/contracts';
import type { IssueKeys } from '../../../utils/schemaErrors.ts';
import { schemaFields } from '../../../utils/schemaFields.ts';

/** The profile form's fields, read from the contract (spec 01 §3): a field added there shows here. */
export const PROFILE_FIELDS = schemaFields(ZProfileForm);

/** The profile form's own words for the contract's issues. */
export const PROFILE_ERROR_KEYS: IssueKeys<keyof ProfileValues> = {
  username: { required: 'profile.errors.usernameRequired' },
  email: { required: 'profile.errors.emailRequired', invalid: 'profile.errors.emailInvalid' },
};
