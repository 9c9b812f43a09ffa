import { type PortfolioValuationInput, valuePortfolio } from '@cobertura/finance/portfolio';
import { priceBatch } from '@cobertura/finance/pricing';
import { type ReadSheetJob, readSheetJob } from '../spreadsheets/read-sheet-job.ts';
import { type WriteXlsxJob, writeXlsx } from '../spreadsheets/sheet-writer.ts';

/**
 * Every kind of heavy job the worker threads run, by name: what the job computes from its input.
 * A new kind (a portfolio valuation, a simulation, an import) is one entry here; it then shares
 * the same threads, turns, per-user cap, time limit and cancellation as the others.
 */
export const JOB_KINDS = {
  /** A batch of pricing cases (the pricing contract of packages/finance). */
  price: (cases: unknown[]) => priceBatch(cases),
  /** An uploaded spreadsheet read against its columns, guards first (spreadsheets/). */
  readSheet: (job: ReadSheetJob) => readSheetJob(job),
  /** A workbook written from rows (an export, a template, a rejected-rows report), off the event loop. */
  writeXlsx: (job: WriteXlsxJob) => writeXlsx(job.sheets, job.language),
  /** Portfolio valuations of a large book (modules/analytics), one per portfolio and asset. */
  valuePortfolio: (inputs: PortfolioValuationInput[]) => inputs.map((input) => valuePortfolio(input)),
};

export type JobKind = keyof typeof JOB_KINDS;
export type JobInput<K extends JobKind> = Parameters<(typeof JOB_KINDS)[K]>[0];
export type JobOutput<K extends JobKind> = ReturnType<(typeof JOB_KINDS)[K]>;
export interface JobTask<K extends JobKind = JobKind> {
  kind: K;
  input: JobInput<K>;
}
