import { readFileSync } from 'node:fs';
import { type FieldProblem, MIN_PASSWORD_LENGTH, unmetResetRules } from '@cobertura/contracts';
import { sourceAsset } from '../server-files.ts';

const COMMON = new Set(
  readFileSync(sourceAsset('identity/common-passwords.txt'), 'utf8')
    .split('\n')
    .map((line) => line.trim().toLowerCase())
    .filter(Boolean),
);

/** Similarity at or above which a password is "too similar" to the user's own data (Django's 0.7). */
const MAX_SIMILARITY = 0.7;

export interface PersonalData {
  username?: string;
  email?: string;
  first_name?: string;
  last_name?: string;
}

/**
 * The password policy applied wherever a password is set (spec 01 §2 hints, enforced here): at least
 * 8 characters, not too similar to the username, email or names, not a common password, not entirely
 * numeric. With `resetRules` the reset flow's upper/lower/digit/special checklist applies too.
 * Returns the failed rules' codes (FIELD_PROBLEMS), empty when the password is acceptable.
 */
export function passwordProblems(
  password: string,
  personal: PersonalData,
  resetRules = false,
): FieldProblem[] {
  const problems: FieldProblem[] = [];
  if (password.length < MIN_PASSWORD_LENGTH) problems.push('PASSWORD_TOO_SHORT');
  if (isTooSimilar(password, personal)) problems.push('PASSWORD_TOO_SIMILAR');
  if (COMMON.has(password.trim().toLowerCase())) problems.push('PASSWORD_TOO_COMMON');
  if (/^\d+$/.test(password)) problems.push('PASSWORD_NUMERIC');
  if (resetRules && unmetResetRules(password).length > 0) problems.push('PASSWORD_RESET_RULES');
  return problems;
}

function isTooSimilar(password: string, personal: PersonalData): boolean {
  const lowered = password.toLowerCase();
  for (const value of Object.values(personal)) {
    if (!value) continue;
    const whole = value.toLowerCase();
    const parts = [whole, ...whole.split(/\W+/)].filter((p) => p.length >= 3);
    if (parts.some((part) => similarity(lowered, part) >= MAX_SIMILARITY)) return true;
  }
  return false;
}

/** Ratio of shared characters (as multisets) to total length: difflib's quick_ratio, as Django uses. */
export function similarity(a: string, b: string): number {
  if (!a.length && !b.length) return 1;
  const counts = new Map<string, number>();
  for (const c of b) counts.set(c, (counts.get(c) ?? 0) + 1);
  let matches = 0;
  for (const c of a) {
    const left = counts.get(c) ?? 0;
    if (left > 0) {
      matches++;
      counts.set(c, left - 1);
    }
  }
  return (2 * matches) / (a.length + b.length);
}

/**
 * The problems of a new password and its repeat for a stored user, by field (`password_confirmation`
 * when they differ, `password` for the policy), added to `fields`.
 */
export function addNewPasswordProblems(
  problems: Record<string, FieldProblem[]>,
  entry: { password: string; password_confirmation: string },
  user: { username: string; email: string; firstName: string; lastName: string },
): Record<string, FieldProblem[]> {
  if (entry.password !== entry.password_confirmation) problems.password_confirmation = ['PASSWORDS_DIFFER'];
  const policy = passwordProblems(entry.password, {
    username: user.username,
    email: user.email,
    first_name: user.firstName,
    last_name: user.lastName,
  });
  if (policy.length) problems.password = policy;
  return problems;
}
