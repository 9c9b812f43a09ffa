import { describe, expect, it } from 'vitest';
import { AUTH_ERROR_CODES, PROFILE_ERROR_CODES } from './area-error-codes.ts';
import { ERROR_CODES, PLATFORM_ERROR_CODES } from './errors.ts';

describe('error codes', () => {
  it("join the platform's codes and every area's, each once", () => {
    expect(new Set(ERROR_CODES).size).toBe(ERROR_CODES.length);
    for (const code of [...PLATFORM_ERROR_CODES, ...AUTH_ERROR_CODES, ...PROFILE_ERROR_CODES]) {
      expect(ERROR_CODES).toContain(code);
    }
  });
});
