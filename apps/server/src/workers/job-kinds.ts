import {
  type BacktestInput,
  backtestStrategies,
  type StrategySimulationInput,
  type SummaryOptions,
  simulateStrategies,
  summariseSimulation,
} from '@cobertura/finance/optimizer';
import {
  type AdvancedAnalyticsInput,
  advancedAnalytics,
  type PortfolioRiskInput,
  type PortfolioValuationInput,
  portfolioRisk,
  valuePortfolio,
} from '@cobertura/finance/portfolio';
import { priceBatch } from '@cobertura/finance/pricing';
import { type ReportJob, writePdfReport } from '../pdf/pdf-report.ts';
import { type ReadSheetJob, readSheetJob } from '../spreadsheets/read-sheet-job.ts';
import { type WriteXlsxJob, writeXlsx } from '../spreadsheets/sheet-writer.ts';

/** A simulation job: the run, how to summarise it, and each strategy's hedge ratio by id. */
export interface SimulationJob {
  simulation: StrategySimulationInput;
  summary: Omit<SummaryOptions, 'ratios'>;
  ratios: Record<string, number>;
}

/** A back-test job: the replay, how to summarise it, and each strategy's hedge ratio by id. */
export interface BacktestJob {
  backtest: BacktestInput;
  summary: Omit<SummaryOptions, 'ratios'>;
  ratios: Record<string, number>;
}

/** How far a job got: `done` of `total` (hedges, for a valuation). */
export interface JobProgress {
  done: number;
  total: number;
}
export type ReportProgress = (progress: JobProgress) => void;

/**
 * Every kind of heavy job the worker threads run, by name: what the job computes from its input.
 * A new kind (a portfolio valuation, a simulation, an import) is one entry here; it then shares
 * the same threads, turns, per-user cap, time limit and cancellation as the others. A kind that can
 * tell how far it got reports it to its second argument.
 */
export const JOB_KINDS = {
  /** A batch of pricing cases (the pricing contract of packages/finance). */
  price: (cases: unknown[]) => priceBatch(cases),
  /** An uploaded spreadsheet read against its columns, guards first (spreadsheets/). */
  readSheet: (job: ReadSheetJob) => readSheetJob(job),
  /** A workbook written from rows (an export, a template, a rejected-rows report), off the event loop. */
  writeXlsx: (job: WriteXlsxJob) => writeXlsx(job.sheets, job.language),
  /** A printable one-page PDF report with its chart drawn (modules/analytics). */
  writeReport: (job: ReportJob) => writePdfReport(job),
  /** Portfolio valuations of a large book (modules/analytics), one per portfolio and asset. */
  valuePortfolio: (inputs: PortfolioValuationInput[], report: ReportProgress) => {
    const total = inputs.reduce((sum, input) => sum + input.hedges.length, 0);
    let before = 0;
    return inputs.map((input) => {
      const hedges = input.hedges.length;
      // Finance counts each hedge once per market (base, up, down): reported as hedges valued.
      const valued = valuePortfolio(input, (done, rows) =>
        report({ done: before + Math.floor((done * hedges) / rows), total }),
      );
      before += hedges;
      return valued;
    });
  },
  /** The risk of a large kept valuation (modules/analytics), one per portfolio and asset. */
  portfolioRisk: (inputs: PortfolioRiskInput[]) => inputs.map((input) => portfolioRisk(input)),
  /**
   * Strategies simulated on one schedule and summarised for the results (modules/optimizer); the
   * hedge ratios by strategy id as a plain object, which every queue carries.
   */
  simulateStrategies: (job: SimulationJob, report: ReportProgress) => {
    const simulation = simulateStrategies(job.simulation, (done, total) => report({ done, total }));
    return summariseSimulation(simulation, { ...job.summary, ratios: new Map(Object.entries(job.ratios)) });
  },
  /** Strategies replayed on an asset's history and summarised (modules/optimizer), with the start dates. */
  backtestStrategies: (job: BacktestJob) => {
    const run = backtestStrategies(job.backtest);
    const summary = summariseSimulation(run, { ...job.summary, ratios: new Map(Object.entries(job.ratios)) });
    return { summary, starts: run.starts };
  },
  /** Advanced analytics of a kept valuation (modules/analytics): hundreds of revaluations per book. */
  advancedAnalytics: (inputs: AdvancedAnalyticsInput[]) => inputs.map((input) => advancedAnalytics(input)),
};

export type JobKind = keyof typeof JOB_KINDS;
export type JobInput<K extends JobKind> = Parameters<(typeof JOB_KINDS)[K]>[0];
export type JobOutput<K extends JobKind> = ReturnType<(typeof JOB_KINDS)[K]>;
export interface JobTask<K extends JobKind = JobKind> {
  kind: K;
  input: JobInput<K>;
}
