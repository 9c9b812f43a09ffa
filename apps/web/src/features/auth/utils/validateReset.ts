import { unmetResetRules } from '@cobertura/contracts';

export interface ResetCodeValues {
  code: string;
  password: string;
  confirmation: string;
}

/**
 * Step 2 of the reset (spec 01 §5), checked in the spec's order; the first failure stops the
 * submission. Returns its translation key, or null when the form may be sent.
 */
export function validateResetCode(values: ResetCodeValues): string | null {
  if (!values.code.trim()) return 'reset.errors.codeRequired';
  if (!values.password) return 'reset.errors.passwordRequired';
  if (!values.confirmation) return 'reset.errors.confirmationRequired';
  if (values.password !== values.confirmation) return 'reset.errors.mismatch';
  if (unmetResetRules(values.password).length > 0) return 'reset.errors.rules';
  return null;
}

/** The reset answer is "a map whose last value is the message" (spec 01 §7). */
export function lastValueOf(reply: unknown): unknown {
  if (typeof reply !== 'object' || reply === null) return reply;
  const values = Object.values(reply);
  return values[values.length - 1];
}
