import {
  MAX_MONTHLY_VALUES,
  MAX_PROGRAM_MONTHS,
  MAX_QUARTERLY_VALUES,
  MIN_BUDGET_MONTHS,
  PROGRAM_OBJECTIVES,
  PROGRAM_PARAMETERS,
} from '@cobertura/finance/hedging';
import { z } from 'zod';
import { id, idField, idListField, isoDate, timestamp } from './fields.ts';
import type { Screen } from './roles.ts';

/**
 * Hedging programs and budget rates per portfolio and asset (spec 02 §3, §4, §7). Both are
 * append-only: each save is a new version, the newest is the current one, and the versions are the
 * audit trail (who, `fk_userprogram`, and when, `created_at`).
 */

/** Screens that read programs and budget rates: My Data edits them, the analysis screens compare with them. */
export const PROGRAM_READ_SCREENS = [
  'data',
  'analytics',
  'advanced',
  'analyticsBeta',
  'hedge',
  'multi-asset',
] as const satisfies readonly Screen[];

/**
 * What can be wrong with a program's flow values or a budget rate, each with its English text (the
 * schema's message, as the API answers it); the app words them by code ({@link programProblemOf}).
 */
export const PROGRAM_PROBLEMS = {
  NUMBER_REQUIRED: 'Enter a number.',
  PERCENT_RANGE: 'A percentage from 0 to 100.',
  WHOLE_MONTHS: 'A whole number of months.',
  MONTHS_MIN: 'At least 1 month.',
  BUDGET_MONTHS_MIN: `A budget covers at least ${MIN_BUDGET_MONTHS} months.`,
  MONTHS_MAX: `At most ${MAX_PROGRAM_MONTHS} months.`,
  MONTHLY_COUNT: `From 1 to ${MAX_MONTHLY_VALUES} monthly values.`,
  QUARTERLY_COUNT: `From 1 to ${MAX_QUARTERLY_VALUES} quarterly values.`,
  RATE_POSITIVE: 'The budget rate must be greater than 0.',
  ASSET_REQUIRED: 'Name the currency pair or the commodity (one of them).',
  ASSET_NOT_IN_PORTFOLIO: 'This asset is not in the portfolio.',
} as const;
export type ProgramProblem = keyof typeof PROGRAM_PROBLEMS;

const PROBLEM_OF_TEXT = new Map<string, ProgramProblem>(
  Object.entries(PROGRAM_PROBLEMS).map(([code, text]) => [text, code as ProgramProblem]),
);

/** The code of a program problem's text (as a schema issue or the API's `fields` carry it). */
export function programProblemOf(message: string): ProgramProblem | undefined {
  return PROBLEM_OF_TEXT.get(message);
}

const P = PROGRAM_PROBLEMS;

const percent = z
  .number({ error: P.NUMBER_REQUIRED })
  .min(0, P.PERCENT_RANGE)
  .max(100, P.PERCENT_RANGE)
  .describe('Percent of the exposure, 0 to 100.');

const months = (least: number, tooFew: string) =>
  z
    .number({ error: P.NUMBER_REQUIRED })
    .int(P.WHOLE_MONTHS)
    .min(least, tooFew)
    .max(MAX_PROGRAM_MONTHS, P.MONTHS_MAX);

const percentList = (most: number, wrongCount: string) =>
  z.array(percent).min(1, wrongCount).max(most, wrongCount);

export const ZProgramObjective = z
  .enum(PROGRAM_OBJECTIVES)
  .describe('BALANCE covers the balance; CASH FLOW the balance plus the forecast cash flows.');

const variant = <Parameter extends (typeof PROGRAM_PARAMETERS)[number], Values extends z.ZodType>(
  parameters: Parameter,
  values: Values,
) =>
  z.object({
    objective: ZProgramObjective,
    parameters: z.literal(parameters),
    flow: z.object({ values }),
  });

/**
 * A program: objective, parameter type and its flow values (what each type means is in
 * packages/finance/src/hedging/program.ts). The finance library's `HedgingProgram` is its output.
 */
export const ZHedgingProgram = z.discriminatedUnion('parameters', [
  variant('MATCH', z.object({}).describe('No values: 100 % every month.')),
  variant(
    'CONSTANT',
    z
      .object({ percentage: percent, months: months(1, P.MONTHS_MIN) })
      .describe('percentage for each of the next months.'),
  ),
  variant(
    'MONTHLY',
    percentList(MAX_MONTHLY_VALUES, P.MONTHLY_COUNT).describe('One percentage per month, from this month.'),
  ),
  variant(
    'QUARTERLY',
    percentList(MAX_QUARTERLY_VALUES, P.QUARTERLY_COUNT).describe(
      'One percentage per quarter (3 months each), from this month.',
    ),
  ),
  variant(
    'BUDGET',
    z
      .object({
        percentage: percent,
        months: months(MIN_BUDGET_MONTHS, P.BUDGET_MONTHS_MIN),
        percentagemonths: percent
          .optional()
          .describe("The percentage in the horizon's last month (absent: the same as percentage)."),
      })
      .describe('From percentage to percentagemonths over a budget horizon of months (at least 3).'),
  ),
]);
export type THedgingProgram = z.output<typeof ZHedgingProgram>;

/** A currency pair code as the portfolios hold it: six letters, e.g. USDCOP. */
export const pairCode = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{6}$/, 'A pair of three-letter currency codes with no divider (EURUSD, USDMXN).');

/** The refinement of an asset named by a pair or a commodity: exactly one of them, told on the pair. */
function oneAsset<K extends string>(
  pair: K,
  commodity: K,
): [(value: Partial<Record<K, unknown>>) => boolean, { message: string; path: K[] }] {
  return [
    (value) => (value[pair] === undefined) !== (value[commodity] === undefined),
    { message: P.ASSET_REQUIRED, path: [pair] },
  ];
}

/** Which portfolio and asset a program or budget rate belongs to: a pair or a commodity, not both. */
const ZAssetOfPortfolio = z
  .object({
    fk_idportfolio: idField.describe('The portfolio.'),
    fk_currency: pairCode.optional().describe('The currency pair (for a currency program).'),
    fk_idcommodity: idField.optional().describe('The commodity (for a commodity program).'),
  })
  .refine(...oneAsset('fk_currency', 'fk_idcommodity'));

/** `PUT /api/programs`: saves a new version of a portfolio's program for one asset. */
export const ZSaveProgramRequest = z.intersection(ZAssetOfPortfolio, ZHedgingProgram);
export type TSaveProgramRequest = z.output<typeof ZSaveProgramRequest>;

/** Flow values as answered: a program saved by any version of the app is read back as it was stored. */
const ZFlowAnswer = z.object({
  values: z.union([z.array(z.number()), z.record(z.string(), z.number())]),
});

const versionFields = {
  fk_idportfolio: id,
  created_at: timestamp.describe('When this version was saved.'),
  user_name: z.string().describe('Who saved it (username).'),
};

const programFields = {
  pk_idprogram: id.describe('This version.'),
  ...versionFields,
  fk_userprogram: id.describe('The user who saved this version.'),
  objective: ZProgramObjective,
  parameters: z.enum(PROGRAM_PARAMETERS),
  flow: ZFlowAnswer,
};

/** A version of a currency program (GraphQL `currency_program`). */
export const ZCurrencyProgram = z.object({ ...programFields, fk_currency: z.string() });
export type CurrencyProgram = z.infer<typeof ZCurrencyProgram>;

/** A version of a commodity program (`commodity_program`). */
export const ZCommodityProgram = z.object({ ...programFields, fk_idcommodity: id });
export type CommodityProgram = z.infer<typeof ZCommodityProgram>;

/** A program version of either kind, as `/api/programs` answers it. */
export const ZProgramVersion = z.object({
  ...programFields,
  fk_currency: z.string().nullable(),
  fk_idcommodity: id.nullable(),
});
export type ProgramVersion = z.infer<typeof ZProgramVersion>;

/** `GET /api/programs` and `GET /api/budget_rates`: one portfolio and one asset. */
export const ZAssetHistoryQuery = z
  .object({
    portfolio: idField.describe('The portfolio.'),
    currency: pairCode.optional().describe('The currency pair.'),
    commodity: idField.optional().describe('The commodity.'),
  })
  .refine(...oneAsset('currency', 'commodity'));
export type TAssetHistoryQuery = z.output<typeof ZAssetHistoryQuery>;

/** The versions of a program, newest (the current one) first; empty when none was ever saved. */
export const ZProgramHistory = z.array(ZProgramVersion);

/** GraphQL `currency_program` (spec 02 §7): the current program of each portfolio and pair. */
export const ZCurrencyProgramArgs = z.object({
  format: z.string().max(10).nullish().describe('Legacy switch the spec sends; JSON is the only format.'),
  currency: z
    .array(pairCode)
    .max(100)
    .nullish()
    .describe('Pairs to answer (all of the portfolios when absent).'),
  portfolios: z.array(idField).min(1).max(100).describe('Portfolio ids.'),
  refresh: z.boolean().nullish().describe('Accepted for the spec; answers are always read fresh.'),
});

const { format, portfolios, refresh } = ZCurrencyProgramArgs.shape;
/** GraphQL `commodity_program` (spec 02 §7): the current program of each portfolio and commodity. */
export const ZCommodityProgramArgs = z.object({
  format,
  commodity: z
    .array(idField)
    .max(100)
    .nullish()
    .describe('Commodity ids (all of the portfolios when absent).'),
  portfolios,
  refresh,
});

/** `GET /api/commodity_program` (spec 02 §7). */
export const ZCommodityProgramQuery = z.object({
  format: z.literal('json').optional().describe('Legacy switch the spec sends; JSON is the only format.'),
  end_product: idListField
    .optional()
    .describe('Commodity ids (id_assets), comma-separated; all when absent.'),
  portfolios: idListField.describe('Portfolio ids (id_portfolios), comma-separated.'),
  date: isoDate
    .optional()
    .describe('The programs in force at the end of this day (the current ones when absent).'),
});

/** A budget rate must be a positive, finite number; the database keeps it exactly (numeric). */
export const budgetRate = z
  .number({ error: P.NUMBER_REQUIRED })
  .positive(P.RATE_POSITIVE)
  .max(1e12, P.RATE_POSITIVE)
  .describe('The budget rate, in the quotation of the pair or commodity.');

const budgetFields = {
  pk_idbudget: id.describe('This version.'),
  ...versionFields,
  fk_userbudget: id.describe('The user who saved this version.'),
  budget_rate: z.number(),
};

/** A version of a budget rate, as `/api/budget_rates` and the saves answer it. */
export const ZBudgetRateVersion = z.object({
  ...budgetFields,
  fk_currency: z.string().nullable(),
  fk_idcommodity: id.nullable(),
});
export type BudgetRateVersion = z.infer<typeof ZBudgetRateVersion>;
export const ZBudgetRateHistory = z.array(ZBudgetRateVersion);

/** `POST /api/update_create_budget` (spec 02 §7): a new budget rate for a portfolio's pair. */
export const ZUpdateCreateBudgetRequest = z.object({
  format: z.literal('json').optional(),
  companies: z
    .union([idField, z.array(idField).min(1).max(100)])
    .describe('The selected company (or companies); the portfolio must belong to one of them.'),
  selected_portfolio: idField.describe('The portfolio.'),
  budget_rate: budgetRate,
  selected_currency: pairCode.describe('The currency pair, e.g. USDCOP.'),
});
export type TUpdateCreateBudgetRequest = z.output<typeof ZUpdateCreateBudgetRequest>;

/** `POST /api/update_create_commodity_budget` (spec 02 §7): the same for a portfolio's commodity. */
export const ZUpdateCreateCommodityBudgetRequest = ZUpdateCreateBudgetRequest.omit({
  selected_currency: true,
}).extend({ selected_commodity: idField.describe('The commodity id.') });
export type TUpdateCreateCommodityBudgetRequest = z.output<typeof ZUpdateCreateCommodityBudgetRequest>;

/** What a budget save answers: the spec's `successful` message and the saved version. */
export const ZBudgetSaveAnswer = z.object({
  message: z.literal('successful'),
  budget: ZBudgetRateVersion,
});
export type BudgetSaveAnswer = z.infer<typeof ZBudgetSaveAnswer>;
