import { ZRegisterRequest } from '@cobertura/contracts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldIssues, schemaErrors, schemaValidator, withRepeat } from './schemaErrors.ts';

const schema = z.object({
  name: z.string({ error: 'Name is required' }).trim().min(1, 'Name is required').max(5, 'Too long'),
  amount: z.number({ error: 'Amount is required' }).min(10, 'At least 10'),
  isAccepted: z.literal(true, { error: 'Accept it' }),
  note: z.string().optional(),
});

describe('fieldIssues', () => {
  it('tells required, too small, too big and invalid apart, with the contract text', () => {
    expect(fieldIssues(schema, { name: '', amount: 5, isAccepted: false, note: '' })).toEqual({
      name: { kind: 'required', message: 'Name is required' },
      amount: { kind: 'too_small', message: 'At least 10' },
      isAccepted: { kind: 'invalid', message: 'Accept it' },
    });
    expect(fieldIssues(schema, { name: '  ', amount: undefined, isAccepted: true }).name?.kind).toBe(
      'required',
    );
    expect(fieldIssues(schema, { name: 'abcdef', amount: 10, isAccepted: true })).toEqual({
      name: { kind: 'too_big', message: 'Too long' },
    });
  });

  it('passes valid values', () => {
    expect(fieldIssues(schema, { name: 'ab', amount: 10, isAccepted: true })).toEqual({});
  });
});

describe('schemaErrors', () => {
  it("uses the form's key where it has one and the contract's text elsewhere", () => {
    expect(
      schemaErrors(
        ZRegisterRequest,
        {
          username: 'ana',
          email: 'nope',
          password: '',
          password_confirmation: 'short',
          terms_condition: true,
        },
        { password: { required: 'register.errors.passwordRequired' } },
      ),
    ).toEqual({
      email: 'Enter a valid email address.',
      password: 'register.errors.passwordRequired',
      password_confirmation: 'At least 8 characters.',
    });
  });
});

describe('schemaValidator', () => {
  it('translates the keys it is given', () => {
    const validate = schemaValidator<{ name: string; amount: number; isAccepted: boolean }>(
      schema,
      { name: { required: 'form.nameRequired' } },
      (key) => `«${key}»`,
    );
    expect(validate({ name: '', amount: 20, isAccepted: true })).toEqual({ name: '«form.nameRequired»' });
  });
});

describe('withRepeat', () => {
  const validate = withRepeat<{ password: string; repeat: string }, Record<string, string>>(
    () => ({}),
    'password',
    'repeat',
    () => 'mismatch',
  );

  it('asks for the repeat to equal the original', () => {
    expect(validate({ password: 'abc', repeat: 'abd' })).toEqual({ repeat: 'mismatch' });
    expect(validate({ password: 'abc', repeat: 'abc' })).toEqual({});
  });

  it('keeps the repeat’s own issue first', () => {
    const first = withRepeat<{ password: string; repeat: string }, Record<string, string>>(
      () => ({ repeat: 'required' }),
      'password',
      'repeat',
      () => 'mismatch',
    );
    expect(first({ password: 'abc', repeat: '' })).toEqual({ repeat: 'required' });
  });
});
