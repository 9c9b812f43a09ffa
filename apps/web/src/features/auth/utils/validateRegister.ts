import { MIN_PASSWORD_LENGTH } from '@cobertura/contracts';

export interface RegisterValues {
  username: string;
  email: string;
  password: string;
  password_confirmation: string;
  terms_condition: boolean;
}

export type RegisterErrors = Partial<Record<keyof RegisterValues, string>>;

/**
 * Client checks of registration (spec 01 §5), as translation keys per field. Passwords must also
 * match (the spec leaves it open; asking the server to find out would only cost a round trip).
 */
export function validateRegister(values: RegisterValues): RegisterErrors {
  const errors: RegisterErrors = {};
  if (!values.username.trim()) errors.username = 'register.errors.usernameRequired';
  if (!values.email.trim()) errors.email = 'register.errors.emailRequired';
  if (!values.password) errors.password = 'register.errors.passwordRequired';
  else if (values.password.length < MIN_PASSWORD_LENGTH) errors.password = 'register.errors.passwordMin';
  if (!values.password_confirmation) errors.password_confirmation = 'register.errors.confirmationRequired';
  else if (values.password_confirmation.length < MIN_PASSWORD_LENGTH) {
    errors.password_confirmation = 'register.errors.confirmationMin';
  } else if (values.password && values.password !== values.password_confirmation) {
    errors.password_confirmation = 'register.errors.mismatch';
  }
  if (!values.terms_condition) errors.terms_condition = 'register.errors.termsRequired';
  return errors;
}
