import type { BatchAnswer } from '@cobertura/contracts';
import type { Services } from '../services.ts';

/** New hedge rows for a company's book, as the grid's batch carries them. */
export interface HedgeRowsBatch {
  kind: 'currency_hedge' | 'commodity_hedge';
  companyId: number;
  rows: Record<string, unknown>[];
}

/**
 * The book's batch save as other modules use it (implemented by modules/data, handed over by
 * ports.ts): the same rules, history and all-or-nothing write as a grid's save. Given services
 * scoped to a transaction, it writes in that transaction.
 */
export interface BookWriter {
  addHedgeRows(
    scoped: Services,
    caller: { id: number; companyIds: number[] },
    batch: HedgeRowsBatch,
  ): Promise<BatchAnswer>;
}
