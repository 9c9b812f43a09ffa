import { describe, expect, it } from 'vitest';
import { validateDemoRequest } from './validateDemoRequest.ts';

const valid = { name: 'Ana', lastName: 'Gómez', company: 'Café SA', email: 'ana@cafe.co', telephone: '' };

describe('validateDemoRequest', () => {
  it('accepts a request without phone', () => {
    expect(validateDemoRequest(valid)).toEqual({});
  });

  it('requires names, company and email', () => {
    expect(
      validateDemoRequest({ name: ' ', lastName: '', company: '', email: '', telephone: '123' }),
    ).toEqual({
      name: 'landing.demoForm.errors.required',
      lastName: 'landing.demoForm.errors.required',
      company: 'landing.demoForm.errors.required',
      email: 'landing.demoForm.errors.required',
    });
  });

  it('wants an email that looks like one', () => {
    expect(validateDemoRequest({ ...valid, email: 'ana@cafe' })).toEqual({
      email: 'landing.demoForm.errors.email',
    });
    expect(validateDemoRequest({ ...valid, email: 'ana cafe.co' })).toEqual({
      email: 'landing.demoForm.errors.email',
    });
  });
});
