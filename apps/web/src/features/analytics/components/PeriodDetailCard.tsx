import type { AggregatedPeriod, ValuedHedge } from '@cobertura/contracts';
import { settledAverage } from '@cobertura/finance/portfolio';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../utils/format.ts';
import { rateText } from '../utils/figureText.ts';
import { DetailCard } from './DetailCard.tsx';

/**
 * The detail card of a period row (spec 02 §2): its dates, the settled average of the hedges that
 * settled in it, the forward, the net rate and the contracts' average (the hedge rate); nothing more.
 */
export function PeriodDetailCard({
  period,
  details,
  decimals,
  children,
}: {
  period: AggregatedPeriod;
  details: readonly ValuedHedge[];
  decimals: number;
  children: ReactElement;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const rows: [string, string][] = [
    [t('analytics.card.date'), `${formatDate(period.date, lang)} – ${formatDate(period.end, lang)}`],
    [t('analytics.card.settled'), rateText(settledAverage(details, period.date, period.end), lang, decimals)],
    [t('analytics.card.forward'), rateText(period.fwd, lang, decimals)],
    [t('analytics.card.rate'), rateText(period.net_rate, lang, decimals)],
    [t('analytics.card.contracts'), rateText(period.hedge_rate, lang, decimals)],
  ];
  return (
    <DetailCard rows={rows} testId="period-card">
      {children}
    </DetailCard>
  );
}
