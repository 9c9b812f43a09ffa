import type { FigureUnits, ValuedHedge } from '@cobertura/contracts';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatInteger } from '../../../utils/format.ts';
import {
  amountText,
  figureWithUnit,
  MISSING,
  percentText,
  rateText,
  rateUnitText,
  withUnit,
} from '../utils/figureText.ts';
import { DetailCard } from './DetailCard.tsx';

/** How a hedge's barriers are watched: CONTINUOUS when it says so, else DAILY (the default). */
const monitoringOf = (hedge: ValuedHedge) =>
  hedge.barrier_monitoring?.toUpperCase() === 'CONTINUOUS' ? 'CONTINUOUS' : 'DAILY';

/**
 * The selected derivative's details (spec 02 §2 tooltips): what it is for, its dates and terms, and
 * the market it was valued on or the rate it settled at.
 */
export function HedgeDetailCard({
  hedge,
  decimals,
  units,
  children,
}: {
  hedge: ValuedHedge;
  decimals: number;
  units: FigureUnits;
  children: ReactElement;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const date = (value: string | null) => (value ? formatDate(value, lang) : MISSING);
  const rate = (value: number | null | undefined) => rateText(value, lang, decimals);
  const quotedRate = (value: number | null | undefined) =>
    figureWithUnit('rate', value, lang, units, decimals);
  const label = (key: string) => t(`analytics.hedges.card.${key}`);
  const barriers = [hedge.barrier, hedge.barrier_2].filter((b) => b != null).map(rate);
  const rows: [string, string][] = [
    [label('purpose'), hedge.derivative_purpose],
    [label('tradeDate'), date(hedge.trade_date)],
    [label('valueDate'), date(hedge.value_date)],
    [
      label('barriers'),
      barriers.length === 0 ? MISSING : withUnit(barriers.join(' / '), rateUnitText(units, lang)),
    ],
    // How the barriers are watched, and so priced: daily unless the hedge says otherwise.
    ...(barriers.length === 0
      ? []
      : [
          [label('monitoring'), t(`analytics.hedges.card.monitorings.${monitoringOf(hedge)}`)] as [
            string,
            string,
          ],
        ]),
    // The premium as booked, in its own currency (the pair's base or quote).
    [label('premium'), amountText(hedge.premium, lang, hedge.premium_currency)],
    [label('counterparty'), hedge.counterparty ?? MISSING],
    [
      label('days'),
      hedge.days_to_expiration === null ? MISSING : formatInteger(hedge.days_to_expiration, lang),
    ],
    [label('forward'), quotedRate(hedge.fwd)],
    [label('volatility'), percentText(hedge.volatility, lang)],
    [label('settlementRate'), quotedRate(hedge.settlement_rate)],
    [label('settlementPnl'), amountText(hedge.settlement_pnl, lang, units.amounts_currency)],
  ];
  return (
    <DetailCard rows={rows} testId={`hedge-card-${hedge.pk}`}>
      {children}
    </DetailCard>
  );
}
