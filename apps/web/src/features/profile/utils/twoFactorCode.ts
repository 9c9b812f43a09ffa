/** The secret in groups of four, easier to type; apps ignore the spaces. */
export const groupsOfFour = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

/** Whether a typed code has the authenticator's shape: six digits, spaces around allowed. */
export const isSixDigits = (code: string) => /^\d{6}$/.test(code.trim());
