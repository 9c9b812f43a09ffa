import type { BankQuote, DeskRequest } from '@cobertura/contracts';
import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { amountText, bpsText, rateWithUnit } from '../utils/figures.ts';
import { QuoteValidity } from './QuoteValidity.tsx';
import { SimulatedLabel } from './SimulatedLabel.tsx';

/** The quote an execution waits on: bank, price against fair value, margin, amount and how long it holds. */
export function PendingQuote({ quote, request }: { quote: BankQuote; request: DeskRequest }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  return (
    <Group gap="xs" data-testid="approval-quote">
      <Text size="sm" fw={600}>
        {quote.counterparty}
      </Text>
      {quote.simulated && <SimulatedLabel />}
      <Text size="sm">
        {t('desk.approvals.quote', {
          price: rateWithUnit(quote.price, request.rate_unit, lang),
          fair: rateWithUnit(quote.fair_value, request.rate_unit, lang),
          margin: bpsText(quote.margin_bps, lang),
          amount: amountText(quote.amount, request.quantity_unit, lang),
        })}
      </Text>
      <Text size="sm" c="dimmed">
        {t('desk.approvals.validFor')} <QuoteValidity validUntil={quote.valid_until} lang={lang} />
      </Text>
    </Group>
  );
}
