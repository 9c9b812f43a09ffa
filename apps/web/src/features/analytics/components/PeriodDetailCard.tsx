import type { AggregatedPeriod, FigureUnits, ValuedHedge } from '@cobertura/contracts';
import { settledAverage } from '@cobertura/finance/portfolio';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../utils/format.ts';
import { figureWithUnit } from '../utils/figureText.ts';
import { DetailCard } from './DetailCard.tsx';

/**
 * The detail card of a period row (spec 02 §2): its dates, the settled average of the hedges that
 * settled in it, the forward, the net rate and the contracts' average (the hedge rate); nothing more.
 * Each rate says what it is in (COP per USD).
 */
export function PeriodDetailCard({
  period,
  details,
  decimals,
  units,
  children,
}: {
  period: AggregatedPeriod;
  details: readonly ValuedHedge[];
  decimals: number;
  units: FigureUnits;
  children: ReactElement;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const rate = (value: number | null) => figureWithUnit('rate', value, lang, units, decimals);
  const rows: [string, string][] = [
    [t('analytics.card.date'), `${formatDate(period.date, lang)} – ${formatDate(period.end, lang)}`],
    [t('analytics.card.settled'), rate(settledAverage(details, period.date, period.end))],
    [t('analytics.card.forward'), rate(period.fwd)],
    [t('analytics.card.rate'), rate(period.net_rate)],
    [t('analytics.card.contracts'), rate(period.hedge_rate)],
  ];
  return (
    <DetailCard rows={rows} testId="period-card">
      {children}
    </DetailCard>
  );
}
