import { ZRegisterRequest, ZUpdateUserRequest } from '@cobertura/contracts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { emptyValue, emptyValues, schemaFields } from './schemaFields.ts';

describe('schemaFields', () => {
  it('reads name, kind, requirement, options and hint through optional, default and pipe', () => {
    const schema = z.object({
      name: z.string().min(1).meta({ hint: 'Who signs' }),
      notional: z.coerce.number().positive().optional(),
      isActive: z.boolean().default(true),
      side: z.enum(['BUY', 'SELL']).describe('Buy or sell'),
      accepted: z.literal(true),
      email: z.string().trim().pipe(z.email()),
      maturity: z.iso.date().optional(),
      note: z.string().max(100),
      isHedged: z.boolean(),
    });
    expect(schemaFields(schema)).toEqual([
      { name: 'name', kind: 'text', isRequired: true, options: [], hint: 'Who signs' },
      { name: 'notional', kind: 'number', isRequired: false, options: [], hint: undefined },
      { name: 'isActive', kind: 'boolean', isRequired: false, options: [], hint: undefined },
      { name: 'side', kind: 'enum', isRequired: true, options: ['BUY', 'SELL'], hint: 'Buy or sell' },
      { name: 'accepted', kind: 'boolean', isRequired: true, options: [], hint: undefined },
      { name: 'email', kind: 'text', isRequired: true, options: [], hint: undefined },
      { name: 'maturity', kind: 'date', isRequired: false, options: [], hint: undefined },
      { name: 'note', kind: 'text', isRequired: false, options: [], hint: undefined },
      { name: 'isHedged', kind: 'boolean', isRequired: false, options: [], hint: undefined },
    ]);
  });

  it('reads the contracts as they are', () => {
    const profile = schemaFields(ZUpdateUserRequest);
    expect(profile.find((field) => field.name === 'habeas_data')?.kind).toBe('boolean');
    expect(profile.find((field) => field.name === 'pk_idusers')).toMatchObject({
      kind: 'number',
      isRequired: true,
    });
    expect(schemaFields(ZRegisterRequest).map((field) => field.name)).toEqual([
      'username',
      'email',
      'password',
      'password_confirmation',
      'terms_condition',
    ]);
  });
});

describe('emptyValue', () => {
  it('is false for a boolean and empty text for the rest', () => {
    expect(emptyValue({ kind: 'boolean' })).toBe(false);
    expect(emptyValue({ kind: 'number' })).toBe('');
  });
});

describe('emptyValues', () => {
  it('is a blank form: the terms box unticked, the texts empty', () => {
    expect(emptyValues(ZRegisterRequest)).toEqual({
      username: '',
      email: '',
      password: '',
      password_confirmation: '',
      terms_condition: false,
    });
  });
});
