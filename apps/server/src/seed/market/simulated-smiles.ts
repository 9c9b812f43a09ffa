import type { Smile } from '../../modules/markets/markets.queries.ts';
import { SMILE_CALIBRATION, SMILE_TENOR_DAYS, type SmileCalibration } from './calibration.ts';
import { MeanReverting, rngFor } from './processes.ts';
import { type SimulationWindow, simulationGrid } from './simulated-prices.ts';

/** 25-delta log-moneyness per unit of volatility × √years: Φ⁻¹(0.75) ≈ 0.674. */
const DELTA_25 = 0.674;
/** Term structure: the short end's excess over the long end decays with this many years. */
const TERM_DECAY_YEARS = 0.5;

/**
 * Simulated implied-volatility smiles per instrument, tenor and weekday of the recent window: the
 * at-the-money level moves with a mean-reverting log factor (short tenors more than long ones); the
 * 25-delta risk reversal and butterfly of the calibration give c1 and c2 at each tenor's 25-delta
 * log-moneyness m₂₅ = 0.674 · σ · √T: c1 = RR / (2 m₂₅), c2 = BF / m₂₅².
 */
export function simulatedSmiles(window: SimulationWindow): Smile[] {
  return Object.entries(SMILE_CALIBRATION).flatMap(([id, calibration]) => smilesOf(id, calibration, window));
}

function smilesOf(id: string, calibration: SmileCalibration, window: SimulationWindow): Smile[] {
  const rng = rngFor(`${id}|smile`);
  const factor = new MeanReverting(4, 0.8);
  const smiles: Smile[] = [];
  const grid = simulationGrid(window.today);
  let previous = 0;
  grid.days.forEach((day, k) => {
    const offset = grid.offsets[k] ?? 0;
    const v = factor.step((offset - previous) / 365, rng.normal());
    previous = offset;
    if (day < window.recentFrom) return;
    const atmShort = calibration.atm * Math.exp(v);
    const atmLong = calibration.atm * Math.exp(0.4 * v);
    for (const tenorDays of SMILE_TENOR_DAYS) {
      const years = tenorDays / 365;
      const c0 = atmLong + (atmShort - atmLong) * Math.exp(-years / TERM_DECAY_YEARS);
      const m25 = DELTA_25 * c0 * Math.sqrt(years);
      smiles.push({
        instrument: id,
        day,
        tenorDays,
        c0,
        c1: calibration.rr25 / (2 * m25),
        c2: calibration.bf25 / (m25 * m25),
        source: 'simulated',
        simulated: true,
      });
    }
  });
  return smiles;
}
