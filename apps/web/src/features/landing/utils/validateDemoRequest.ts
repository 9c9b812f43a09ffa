import { ZDemoRequest } from '@cobertura/contracts';
import { type IssueKeys, schemaErrors } from '../../../utils/schemaErrors.ts';

export interface DemoRequestValues {
  name: string;
  lastName: string;
  company: string;
  email: string;
  telephone: string;
}

export type DemoRequestErrors = Partial<Record<keyof DemoRequestValues, string>>;

const REQUIRED = { required: 'landing.demoForm.errors.required' };

const KEYS: IssueKeys<keyof DemoRequestValues> = {
  name: REQUIRED,
  lastName: REQUIRED,
  company: REQUIRED,
  email: { ...REQUIRED, invalid: 'landing.demoForm.errors.email' },
};

/**
 * Demo request (spec 01 §5) by the contract: names and company required, email required and
 * email-shaped, phone optional. Answers translation keys per field.
 */
export function validateDemoRequest(values: DemoRequestValues): DemoRequestErrors {
  return schemaErrors(ZDemoRequest, values, KEYS);
}
