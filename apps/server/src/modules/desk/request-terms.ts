import type {
  AnalyticsArea,
  ExecutionWindow,
  FigureUnits,
  OptimizerSide,
  THedgeRequestInput,
  TStrategyChoice,
  Validity,
} from '@cobertura/contracts';
import { sideStrategyName } from '@cobertura/finance/optimizer';
import { AppError, notFound } from '../../errors.ts';
import { findCallerPortfolio } from '../../identity/scope.queries.ts';
import type { Services } from '../../services.ts';
import type { DeskPorts } from './desk-ports.ts';
import {
  selectCatalogueStrategy,
  selectCommodityNamed,
  selectPortfolioCommodityIds,
} from './hedge-requests.queries.ts';

/** A request's terms as written: what a draft is made of, checked against the book and the market. */
export interface RequestTerms {
  companyId: number;
  portfolioId: number;
  asset: string;
  area: AnalyticsArea;
  side: OptimizerSide;
  settlements: { date: string; amount: number }[];
  unit: string | null;
  units: FigureUnits;
  strategy: TStrategyChoice;
  strategyName: string;
  quoteBasis: 'rate' | 'premium';
  amount: number;
  limitRate: number | null;
  window: ExecutionWindow;
  validity: Validity;
  validUntil: Date | null;
  note: string | null;
  justification: string | null;
  origin: THedgeRequestInput['origin'];
}

/**
 * A limit rate is refused when it is this far from the spot or further (a factor): a rate typed in
 * the wrong quote (0.00024 for USDCOP's 4,100) or with a digit too many is no limit a bank can work.
 */
const LIMIT_RATE_REACH = 2;

/** A pair is six letters; any other name is a commodity (as the Optimizer reads an asset). */
export const requestArea = (asset: string): AnalyticsArea =>
  /^[A-Z]{6}$/.test(asset) ? 'currency' : 'commodity';

const refuse = (field: string, text: string) => new AppError('VALIDATION_FAILED', text, { [field]: [text] });

/**
 * The terms of `input` checked and completed: the portfolio must be one of the caller's companies'
 * (404) and hold the asset (400 on `asset`); the strategy must be in the asset class's catalogue;
 * the asset must have a stored market and the value dates must come after its day (the strategy
 * pricing port answers 400 on the field otherwise), which gives the figures' units; the quote basis
 * is the rate for a strategy made of forwards only, else a premium; a limit rate must be near the spot.
 */
export async function requestTerms(
  services: Services,
  ports: DeskPorts,
  caller: { companyIds: number[] },
  input: THedgeRequestInput,
): Promise<RequestTerms> {
  const asset = input.asset.toUpperCase();
  const area = requestArea(asset);
  const portfolio = await findCallerPortfolio(services, caller, input.portfolio_id);
  if (!portfolio) throw notFound('No such portfolio.');
  await checkHolding(services, portfolio, area, asset);
  if (input.validity === 'until' && !input.valid_until)
    throw refuse('valid_until', "Give the time the request stops: its validity is 'until'.");
  const validUntil = input.validity === 'until' && input.valid_until ? Date.parse(input.valid_until) : null;
  if (validUntil !== null && Number.isNaN(validUntil))
    throw refuse('valid_until', 'Give the time as ISO 8601 (2026-03-10T17:00:00Z).');

  const catalogue = await selectCatalogueStrategy(services, area, input.strategy.pk_idstrategy);
  if (!catalogue)
    throw refuse(
      'strategy.pk_idstrategy',
      `Strategy ${input.strategy.pk_idstrategy} is not in the ${area} catalogue.`,
    );
  const fair = await ports.strategyPricing.fairValue({
    asset,
    side: input.side,
    settlements: input.settlements,
    ...(input.unit ? { unit: input.unit } : {}),
    strategy: input.strategy,
  });
  const quoteBasis = catalogue.legs.every((leg) => leg.derivative === 'FORWARD') ? 'rate' : 'premium';
  if (input.limit_rate != null) checkLimitRate(input.limit_rate, quoteBasis, fair.spot, fair.units);

  return {
    companyId: portfolio.companyId,
    portfolioId: portfolio.id,
    asset,
    area,
    side: input.side,
    settlements: input.settlements,
    unit: input.unit ?? null,
    // A commodity's amounts may be in another unit than its quotation's: the request counts them so.
    units: input.unit ? { ...fair.units, quantity_unit: input.unit } : fair.units,
    strategy: input.strategy,
    strategyName: sideStrategyName(input.side, catalogue.name),
    quoteBasis,
    amount: input.settlements.reduce((total, s) => total + s.amount, 0),
    limitRate: input.limit_rate ?? null,
    window: input.window,
    validity: input.validity,
    validUntil: validUntil === null ? null : new Date(validUntil),
    note: input.note ?? null,
    justification: input.justification ?? null,
    origin: input.origin,
  };
}

/** 400 on `asset` when the portfolio does not hold it (a commodity by its name). */
async function checkHolding(
  services: Services,
  portfolio: { id: number; currencyPairs: string[] },
  area: AnalyticsArea,
  asset: string,
): Promise<void> {
  if (area === 'currency') {
    if (!portfolio.currencyPairs.includes(asset))
      throw refuse('asset', `The portfolio does not hold ${asset}.`);
    return;
  }
  const commodity = await selectCommodityNamed(services, asset);
  if (!commodity) throw refuse('asset', `There is no commodity named ${asset}.`);
  if (!(await selectPortfolioCommodityIds(services, portfolio.id)).includes(commodity.id))
    throw refuse('asset', `The portfolio does not hold ${asset}.`);
}

/**
 * The spot check: a limit forward rate within a factor {@link LIMIT_RATE_REACH} of the spot, a
 * limit premium per unit below the spot itself (no option costs more than its underlying).
 */
function checkLimitRate(limit: number, basis: 'rate' | 'premium', spot: number, units: FigureUnits): void {
  const unit = units.rate_unit ? ` ${units.rate_unit}` : '';
  const spotText = `${spot.toLocaleString('en-US', { maximumFractionDigits: 6 })}${unit}`;
  if (basis === 'rate' && (limit >= spot * LIMIT_RATE_REACH || limit <= spot / LIMIT_RATE_REACH))
    throw refuse(
      'limit_rate',
      `A limit rate this far from the spot (${spotText}) is no limit a bank can work to.`,
    );
  if (basis === 'premium' && limit >= spot)
    throw refuse('limit_rate', `A limit premium per unit must be below the spot (${spotText}).`);
}
