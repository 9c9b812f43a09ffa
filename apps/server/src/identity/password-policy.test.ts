import { describe, expect, it } from 'vitest';
import { passwordProblems, similarity } from './password-policy.ts';

const person = {
  username: 'mgarcia',
  email: 'maria.garcia@exportadora.example',
  first_name: 'María',
  last_name: 'García',
};

describe('password policy', () => {
  it('accepts a long, uncommon, unrelated password', () => {
    expect(passwordProblems('Cobertura#2026', person)).toEqual([]);
    expect(passwordProblems('Cobertura#2026', person, true)).toEqual([]);
  });

  it('refuses short, common, numeric and personal passwords, each with its own code', () => {
    expect(passwordProblems('Ab1!', person)[0]).toBe('PASSWORD_TOO_SHORT');
    expect(passwordProblems('qwertyuiop', person)).toContain('PASSWORD_TOO_COMMON');
    expect(passwordProblems('Password1', person)).toContain('PASSWORD_TOO_COMMON');
    expect(passwordProblems('8472610395', person)).toContain('PASSWORD_NUMERIC');
    expect(passwordProblems('mgarcia12', person)).toContain('PASSWORD_TOO_SIMILAR');
    expect(passwordProblems('garcia.maria', person)).toContain('PASSWORD_TOO_SIMILAR');
  });

  it("adds the reset flow's upper/lower/digit/special rule only there", () => {
    expect(passwordProblems('plain lowercase words', person)).toEqual([]);
    expect(passwordProblems('plain lowercase words', person, true)).toHaveLength(1);
  });

  it('ships at least 10,000 common passwords', async () => {
    const { readFileSync } = await import('node:fs');
    const lines = readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8')
      .split('\n')
      .filter(Boolean);
    expect(lines.length).toBeGreaterThanOrEqual(10_000);
  });

  it('similarity is the ratio of shared characters', () => {
    expect(similarity('abcd', 'abcd')).toBe(1);
    expect(similarity('abcd', 'wxyz')).toBe(0);
    expect(similarity('aabb', 'ab')).toBeCloseTo(2 / 3, 12);
  });
});
