export interface DemoRequestValues {
  name: string;
  lastName: string;
  company: string;
  email: string;
  telephone: string;
}

export type DemoRequestErrors = Partial<Record<keyof DemoRequestValues, 'required' | 'email'>>;

/** "Looks like an email": something@domain.tld without spaces (spec 01 §5). */
export const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Demo request (spec 01 §5): names and company required, email required and email-shaped, phone optional. */
export function validateDemoRequest(values: DemoRequestValues): DemoRequestErrors {
  const errors: DemoRequestErrors = {};
  if (!values.name.trim()) errors.name = 'required';
  if (!values.lastName.trim()) errors.lastName = 'required';
  if (!values.company.trim()) errors.company = 'required';
  if (!values.email.trim()) errors.email = 'required';
  else if (!EMAIL_SHAPE.test(values.email.trim())) errors.email = 'email';
  return errors;
}
