/**
 * The reset flow's password checklist (spec 01 §5): each rule has a key the web app translates.
 * The server applies the same rules on reset, on top of the general policy.
 */
export const MIN_PASSWORD_LENGTH = 8;
export const SPECIAL_CHARACTERS = '!@#$%^&*()';

export const RESET_PASSWORD_RULES = [
  { key: 'length', test: (p: string) => p.length >= MIN_PASSWORD_LENGTH },
  { key: 'uppercase', test: (p: string) => /[A-Z]/.test(p) },
  { key: 'lowercase', test: (p: string) => /[a-z]/.test(p) },
  { key: 'digit', test: (p: string) => /[0-9]/.test(p) },
  { key: 'special', test: (p: string) => [...p].some((c) => SPECIAL_CHARACTERS.includes(c)) },
] as const;

export type ResetPasswordRule = (typeof RESET_PASSWORD_RULES)[number]['key'];

export function unmetResetRules(password: string): ResetPasswordRule[] {
  return RESET_PASSWORD_RULES.filter((rule) => !rule.test(password)).map((rule) => rule.key);
}
