import type { BudgetRateVersion, ProgramVersion } from '@cobertura/contracts';

/** A program version as the answers carry it: the time in ISO 8601. */
export function programVersion<T extends { created_at: Date; flow: unknown }>(
  row: T,
): Omit<T, 'created_at' | 'flow'> & { created_at: string; flow: ProgramVersion['flow'] } {
  return { ...row, created_at: row.created_at.toISOString(), flow: row.flow as ProgramVersion['flow'] };
}

/** A budget-rate version as the answers carry it: the exact decimal as a JSON number, the time in ISO 8601. */
export function budgetRateVersion<T extends { created_at: Date; rate: string }>(
  row: T,
): Omit<T, 'created_at' | 'rate'> & { created_at: string; budget_rate: BudgetRateVersion['budget_rate'] } {
  const { rate, created_at, ...rest } = row;
  return { ...rest, created_at: created_at.toISOString(), budget_rate: Number(rate) };
}
