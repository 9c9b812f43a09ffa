/**
 * Revaluation under spot scenarios (the spec's up and down scenarios).
 *
 * A position is valued either by a callback `value(spot)` — any pricer: a forward's mark-to-market,
 * a Garman-Kohlhagen price times notional — or, without one, by its delta (and gamma) around today's
 * spot: P&L = Δ·dS + ½·Γ·dS². The callback must value the position at the scenario's horizon; for
 * an instantaneous shock that is today.
 */
import { ensure, requireBetween, requirePositive } from '../check.ts';

/** A position exposed to one underlying. */
export interface SpotPosition {
  readonly id?: string;
  /** Value (domestic currency) as a function of the underlying's spot. Preferred when given. */
  readonly value?: (spot: number) => number;
  /** ∂value/∂spot: domestic currency per unit of spot (an FX forward on N foreign units: ±N·DF). */
  readonly delta?: number;
  /** ∂²value/∂spot². Default 0. */
  readonly gamma?: number;
}

/** One scenario's result. */
export interface ScenarioResult {
  /** Relative shock: 0.05 = spot up 5%. */
  readonly shock: number;
  readonly spot: number;
  /** P&L per position, in input order (domestic currency). */
  readonly pnl: number[];
  /** Sum of `pnl`. */
  readonly total: number;
}

/**
 * The P&L of a position when the spot moves from `spot` to `shocked`.
 * @throws FinanceError INVALID_ARGUMENT when the position has neither `value` nor `delta`, or the
 *   callback returns a non-finite number.
 */
export function positionPnl(position: SpotPosition, spot: number, shocked: number): number {
  if (position.value) {
    const pnl = position.value(shocked) - position.value(spot);
    ensure(Number.isFinite(pnl), () => `position ${position.id ?? ''} valued to a non-finite number`);
    return pnl;
  }
  ensure(
    position.delta !== undefined && Number.isFinite(position.delta),
    `position ${position.id ?? ''} has neither value nor delta`,
  );
  const ds = shocked - spot;
  return position.delta * ds + 0.5 * (position.gamma ?? 0) * ds * ds;
}

/**
 * Revalues positions under relative spot shocks (spot × (1 + shock)).
 * @param spot > 0. @param shocks each > −1 (e.g. [−0.1, −0.05, 0.05, 0.1]).
 * @throws FinanceError INVALID_ARGUMENT for a non-positive spot, a shock ≤ −1 or a position as in {@link positionPnl}.
 */
export function revalueUnderSpotShocks(
  positions: readonly SpotPosition[],
  spot: number,
  shocks: readonly number[],
): ScenarioResult[] {
  requirePositive('spot', spot);
  return shocks.map((shock) => {
    requireBetween('shock', shock, -1, Number.POSITIVE_INFINITY);
    const shocked = spot * (1 + shock);
    const pnl = positions.map((p) => positionPnl(p, spot, shocked));
    return { shock, spot: shocked, pnl, total: pnl.reduce((a, b) => a + b, 0) };
  });
}

/**
 * The spec's up and down scenarios: spot × (1 ± move).
 * @param move relative, in (0, 1) (0.05 = 5%).
 * @throws FinanceError INVALID_ARGUMENT as {@link revalueUnderSpotShocks} or for a move outside (0, 1).
 */
export function upDownScenarios(
  positions: readonly SpotPosition[],
  spot: number,
  move: number,
): { up: ScenarioResult; down: ScenarioResult } {
  requireBetween('move', move, 0, 1);
  const [up, down] = revalueUnderSpotShocks(positions, spot, [move, -move]);
  return { up: up!, down: down! };
}
