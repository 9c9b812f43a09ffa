import { unmetResetRules, ZValidateCodeRequest } from '@cobertura/contracts';
import { type IssueKeys, schemaErrors } from '../../../utils/schemaErrors.ts';

export interface ResetCodeValues {
  code: string;
  password: string;
  confirmation: string;
}

/** The code and the new password as the contract checks them; the repeat is the form's own. */
const ZResetCodeForm = ZValidateCodeRequest.pick({ code: true, password: true });

const KEYS: IssueKeys<'code' | 'password'> = {
  code: { required: 'reset.errors.codeRequired' },
  password: { required: 'reset.errors.passwordRequired' },
};

/**
 * Step 2 of the reset (spec 01 §5), checked in the spec's order; the first failure stops the
 * submission. Returns its translation key (or the contract's text), or null when the form may be sent.
 */
export function validateResetCode(values: ResetCodeValues): string | null {
  const errors = schemaErrors(ZResetCodeForm, { code: values.code, password: values.password }, KEYS);
  if (errors.code) return errors.code;
  if (errors.password) return errors.password;
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
