import { Container, Group, Stack, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Notice } from '../../../components/Notice.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { formatCompact, formatDate, formatDateTime } from '../../../utils/format.ts';
import { SimulatedBadge } from '../../markets/index.ts';
import { useAdvanced } from '../hooks/useAdvanced.ts';
import { useSelectionValuation } from '../hooks/useSelectionValuation.ts';
import { type AdvancedChartFormat, signed } from '../utils/advancedChartOptions.ts';
import { amountText, percentText, tenthsText } from '../utils/figureText.ts';
import { rateDecimals } from '../utils/rateDecimals.ts';
import { type AdvancedOptionChoices, AdvancedOptions } from './AdvancedOptions.tsx';
import { AnalyticsControls } from './AnalyticsControls.tsx';
import { BacktestView } from './BacktestView.tsx';
import { BarrierTable } from './BarrierTable.tsx';
import { GroupPicker, pickGroup } from './GroupPicker.tsx';
import { ResultsArea } from './ResultsArea.tsx';
import { ResultsState } from './ResultsState.tsx';
import { ScenarioMatrixView } from './ScenarioMatrixView.tsx';
import { SelectionNotices } from './SelectionNotices.tsx';
import { StressTable } from './StressTable.tsx';
import { ValuationNote } from './ValuationNote.tsx';

/**
 * /advanced: for the selection of Analytics (same cascade, same valuation), the hedges' value on a
 * spot × volatility grid, the pair's largest historical moves applied to today's book, the one-day
 * VaR back-test and the live barrier hedges. Computed on the server from the kept valuation.
 */
export function AdvancedAnalyticsPage() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const selected = useSelectionValuation();
  const { analytics, request, valuation, controlProps } = selected;
  const [options, setOptions] = useState<AdvancedOptionChoices>({ confidence: 0.99, lookback_years: 5 });
  const [pickedKey, setPickedKey] = useState<string | null>(null);
  const book = JSON.stringify([request?.portfolios, request?.assets]);
  const advanced = useAdvanced(valuation.reply?.valuation.id, book, options);
  const reply = advanced.reply;
  const groups = reply?.groups ?? [];
  const group = pickGroup(groups, pickedKey);
  const isPending = analytics.isPending || valuation.isPending || advanced.isPending;
  const failed = valuation.isError || advanced.isError;
  const currency = group?.amounts_currency ?? null;
  const format = useMemo<AdvancedChartFormat>(
    () => ({
      amount: (value) => amountText(value, lang, currency),
      currency,
      compact: (value) => formatCompact(value, lang),
      percent: (fraction) => percentText(fraction, lang),
      points: (shift) =>
        t('analytics.advanced.points', { value: signed(tenthsText(shift * 100, lang), shift) }),
      date: (date) => formatDate(date, lang),
    }),
    [lang, t, currency],
  );
  const name = group ? `${group.portfolio_name} · ${group.asset}` : '';

  return (
    <Container size="xl" py="lg" data-testid="advanced-page">
      <Stack gap="lg">
        <PageHeader title={t('analytics.advanced.title')} subtitle={t('analytics.advanced.subtitle')} />
        <AnalyticsControls {...controlProps} withShock={false}>
          <AdvancedOptions
            options={options}
            onChange={(changes) => setOptions((o) => ({ ...o, ...changes }))}
          />
        </AnalyticsControls>
        <ResultsArea
          isRefreshing={valuation.isRefreshing || advanced.isRefreshing}
          testId="advanced-results"
          gap="xl"
        >
          <SelectionNotices selected={selected} testPrefix="advanced" />
          <ResultsState
            isLoading={isPending && !failed}
            loadingText={t('analytics.advanced.loading')}
            isError={failed}
            staleText={
              reply
                ? t('analytics.advanced.stale', { time: formatDateTime(reply.valuation.valued_at, lang) })
                : null
            }
            failedText={t('analytics.advanced.failed')}
            onRetry={valuation.isError ? valuation.retry : advanced.retry}
            testPrefix="advanced"
          />
          {reply && (
            <Group gap="sm">
              <ValuationNote valuation={reply.valuation} />
              <Text size="sm" c="dimmed" data-testid="history-from">
                {t('analytics.advanced.historyFrom', { date: formatDate(reply.history_from, lang) })}
              </Text>
              {group?.simulated && !reply.valuation.simulated && <SimulatedBadge />}
            </Group>
          )}
          <GroupPicker groups={groups} group={group} onPick={setPickedKey} testId="advanced-group" />
          {group?.problem && (
            <Notice kind="warning" testId="advanced-problem">
              {group.problem}
            </Notice>
          )}
          {group && !group.problem && reply && (
            <>
              <ScenarioMatrixView group={group} format={format} currency={group.amounts_currency} />
              <BarrierTable
                barriers={group.barriers}
                decimals={rateDecimals(group.barriers[0]?.price)}
                name={name}
              />
              <StressTable stress={group.stress} name={name} currency={group.amounts_currency} />
              <BacktestView
                backtest={group.backtest}
                problem={group.backtestProblem}
                confidence={reply.confidence}
                format={format}
              />
            </>
          )}
        </ResultsArea>
      </Stack>
    </Container>
  );
}
