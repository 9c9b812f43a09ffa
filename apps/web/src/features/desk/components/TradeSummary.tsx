import type { BankQuote, DeskRequest } from '@cobertura/contracts';
import { SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LabelledFigure } from '../../../components/LabelledFigure.tsx';
import { strategyLabel } from '../../../shared/book/strategyLabel.ts';
import { formatDate } from '../../../utils/format.ts';
import { amountText, bpsText, rateWithUnit } from '../utils/figures.ts';

/** The trade a confirm would book: who, what, with which bank, at what price and margin, for how much. */
export function TradeSummary({
  request,
  quote,
  fill,
}: {
  request: DeskRequest;
  quote: BankQuote;
  fill: number;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  return (
    <SimpleGrid cols={2} spacing="sm" verticalSpacing="xs" data-testid="execute-summary">
      <LabelledFigure
        label={t('desk.terms.client')}
        value={`${request.company_name} · ${request.portfolio_name}`}
      />
      <LabelledFigure
        label={t('desk.terms.instrument')}
        value={`${request.asset} · ${t(`desk.sides.${request.side}`)} · ${strategyLabel(request.strategy_name, t)}`}
      />
      <LabelledFigure
        label={t('desk.ticket.counterparty')}
        value={quote.simulated ? `${quote.counterparty} (${t('desk.simulated')})` : quote.counterparty}
      />
      <LabelledFigure
        label={t('desk.execute.price')}
        value={rateWithUnit(quote.price, request.rate_unit, lang)}
      />
      <LabelledFigure label={t('desk.ticket.margin')} value={bpsText(quote.margin_bps, lang)} />
      <LabelledFigure
        label={t('desk.execute.amount')}
        value={amountText(fill, request.quantity_unit, lang)}
        testId="execute-fill"
      />
      <LabelledFigure
        label={t('desk.ticket.valueDates')}
        value={request.settlements.map((s) => formatDate(s.date, lang)).join(', ')}
      />
      <LabelledFigure
        label={t('desk.terms.filled')}
        value={amountText(request.filled, request.quantity_unit, lang)}
      />
    </SimpleGrid>
  );
}
