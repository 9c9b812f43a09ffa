import { type TRegisterRequest, ZRegisterRequest } from '@cobertura/contracts';
import { type IssueKeys, schemaErrors, withRepeat } from '../../../utils/schemaErrors.ts';

/** The registration form as typed: the terms box may still be unticked. */
export type RegisterValues = Omit<TRegisterRequest, 'terms_condition'> & { terms_condition: boolean };

export type RegisterErrors = Partial<Record<keyof RegisterValues, string>>;

/** The form's words (spec 01 §5) for the contract's issues, as translation keys. */
const KEYS: IssueKeys<keyof RegisterValues> = {
  username: { required: 'register.errors.usernameRequired' },
  email: { required: 'register.errors.emailRequired', invalid: 'register.errors.emailInvalid' },
  password: { required: 'register.errors.passwordRequired', too_small: 'register.errors.passwordMin' },
  password_confirmation: {
    required: 'register.errors.confirmationRequired',
    too_small: 'register.errors.confirmationMin',
  },
  terms_condition: { invalid: 'register.errors.termsRequired' },
};

/**
 * Client checks of registration: the contract's rules, as translation keys per field. Passwords must
 * also match (the spec leaves it open; asking the server to find out would only cost a round trip).
 */
export const validateRegister: (values: RegisterValues) => RegisterErrors = withRepeat(
  (values: RegisterValues): RegisterErrors => schemaErrors(ZRegisterRequest, values, KEYS),
  'password',
  'password_confirmation',
  () => 'register.errors.mismatch',
);
