import { Alert, Button, Group, Loader, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PricerOutcome } from '../hooks/usePricerTool.ts';
import { LibraryError } from './LibraryError.tsx';
import { PayoffChart } from './PayoffChart.tsx';
import { PricingResult } from './PricingResult.tsx';
import { ToolCard } from './ToolCard.tsx';

/** The pricer's answer: a simulation on its way (with a way to stop it), the error, or the price and payoff. */
export function PricerOutcomeView({
  outcome,
  isBusy,
  onCancel,
}: {
  outcome: PricerOutcome;
  isBusy: boolean;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      {isBusy && (
        <Alert color="brand" variant="light" data-testid="pricer-busy">
          <Group gap="sm" justify="space-between">
            <Group gap="sm">
              <Loader size="sm" />
              <Text size="sm">{t('tools.pricer.simulating')}</Text>
            </Group>
            <Button size="xs" variant="subtle" onClick={onCancel}>
              {t('tools.pricer.cancel')}
            </Button>
          </Group>
        </Alert>
      )}
      {outcome.status === 'error' && <LibraryError text={outcome.text} testId="pricer-error" />}
      {outcome.status === 'none' && !isBusy && (
        <ToolCard>
          <Text c="dimmed">{t('tools.pricer.empty')}</Text>
        </ToolCard>
      )}
      {outcome.status === 'priced' && (
        <>
          <ToolCard title={t('tools.pricer.resultTitle')} titleGap="xs">
            <Text size="xs" c="dimmed" mb="sm">
              {t('tools.pricer.resultNote')}
            </Text>
            <PricingResult result={outcome.result} terms={outcome.terms} />
          </ToolCard>
          <ToolCard title={t('tools.pricer.chart.title')} titleGap="xs">
            <Text size="xs" c="dimmed">
              {t('tools.pricer.chart.note')}
            </Text>
            <PayoffChart
              curve={outcome.curve}
              currentPrice={outcome.price}
              priceUnit={t('tools.pricer.units.price', {
                currency: outcome.terms.currency,
                unit: outcome.terms.unit,
              })}
            />
          </ToolCard>
        </>
      )}
    </>
  );
}
