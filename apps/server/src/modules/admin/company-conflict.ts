import { isUniqueViolation } from '../../db/unique-violation.ts';
import { AppError } from '../../errors.ts';

/** A name or initials another company holds: a conflict on that field. Rethrows anything else. */
export function companyConflict(error: unknown): never {
  if (!isUniqueViolation(error)) throw error;
  const { constraint } =
    (error as { cause?: { constraint?: string } }).cause ?? (error as { constraint?: string });
  const isInitials = constraint === 'companies_initials_unique';
  throw new AppError('CONFLICT', 'Another company already has this name or these initials.', {
    [isInitials ? 'initials' : 'company_name']: [
      isInitials ? 'Another company has these initials.' : 'Another company has this name.',
    ],
  });
}
