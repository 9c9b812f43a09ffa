import type { AggregatedPeriod, PeriodFigures } from '@cobertura/contracts';

/** Base figures or one of the shocked scenarios. */
export type Scenario = 'base' | 'up' | 'down';

/** A period's figures in the scenario: the base ones are the period's own. */
export const figuresOf = (period: AggregatedPeriod, scenario: Scenario): PeriodFigures =>
  scenario === 'base' ? period : period[scenario];
