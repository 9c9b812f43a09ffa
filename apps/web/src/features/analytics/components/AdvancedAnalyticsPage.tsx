import type { TAdvancedAnalyticsRequest } from '@cobertura/contracts';
import {
  Box,
  Button,
  Center,
  Container,
  Group,
  Loader,
  LoadingOverlay,
  Select,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Notice } from '../../../components/Notice.tsx';
import { formatDate, formatDateTime } from '../../../utils/format.ts';
import { SimulatedBadge } from '../../markets/components/SimulatedBadge.tsx';
import { useAdvanced } from '../hooks/useAdvanced.ts';
import { useSelectionValuation } from '../hooks/useSelectionValuation.ts';
import { type AdvancedChartFormat, signed } from '../utils/advancedChartOptions.ts';
import { amountText, compactText, percentText, tenthsText } from '../utils/figureText.ts';
import { rateDecimals } from '../utils/rateDecimals.ts';
import { AnalyticsControls } from './AnalyticsControls.tsx';
import { BacktestView } from './BacktestView.tsx';
import { BarrierTable } from './BarrierTable.tsx';
import { GroupPicker, pickGroup } from './GroupPicker.tsx';
import { ScenarioMatrixView } from './ScenarioMatrixView.tsx';
import { StressTable } from './StressTable.tsx';
import { ValuationNote } from './ValuationNote.tsx';

/** The VaR confidences offered; the server takes any in [90 %, 99.9 %]. */
const CONFIDENCES = ['0.95', '0.99'];
/** Years of history the stress days and the back-test read. */
const LOOKBACKS = ['1', '2', '3', '5', '10'];
/** The results' least height, so that the spinner, a notice and the figures take the same place. */
const RESULTS_MIN_HEIGHT = 420;

/**
 * /advanced: for the selection of Analytics (same cascade, same valuation), the hedges' value on a
 * spot × volatility grid, the pair's largest historical moves applied to today's book, the one-day
 * VaR back-test and the live barrier hedges. Computed on the server from the kept valuation.
 */
export function AdvancedAnalyticsPage() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const { analytics, request, valuation, controlProps, hasNothingToValue } = useSelectionValuation();
  const { kind } = analytics;
  const [options, setOptions] = useState<Partial<TAdvancedAnalyticsRequest>>({
    confidence: 0.99,
    lookback_years: 5,
  });
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
      compact: (value) => compactText(value, lang),
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
        <Stack gap={4}>
          <Title order={1}>{t('analytics.advanced.title')}</Title>
          <Text c="dimmed">{t('analytics.advanced.subtitle')}</Text>
        </Stack>
        <AnalyticsControls {...controlProps} withShock={false}>
          <Select
            label={t('analytics.advanced.confidence')}
            data={CONFIDENCES.map((c) => ({ value: c, label: percentText(Number(c), lang) }))}
            value={String(options.confidence)}
            onChange={(value) => value && setOptions((o) => ({ ...o, confidence: Number(value) }))}
            allowDeselect={false}
            w={130}
            data-testid="advanced-confidence"
          />
          <Select
            label={t('analytics.advanced.lookback')}
            data={LOOKBACKS.map((y) => ({
              value: y,
              label: t('analytics.advanced.years', { count: Number(y) }),
            }))}
            value={String(options.lookback_years)}
            onChange={(value) => value && setOptions((o) => ({ ...o, lookback_years: Number(value) }))}
            allowDeselect={false}
            w={130}
            data-testid="advanced-lookback"
          />
        </AnalyticsControls>
        <Box pos="relative" mih={RESULTS_MIN_HEIGHT} data-testid="advanced-results">
          <LoadingOverlay
            visible={valuation.isRefreshing || advanced.isRefreshing}
            zIndex={5}
            overlayProps={{ blur: 1 }}
          />
          <Stack gap="xl">
            {hasNothingToValue && (
              <Notice kind="info" testId="advanced-no-assets">
                {kind === 'currency' ? t('analytics.state.noAssets') : t('analytics.state.noCommodities')}
              </Notice>
            )}
            {isPending && !failed && (
              <Center mih={RESULTS_MIN_HEIGHT} data-testid="advanced-loading">
                <Group gap="xs">
                  <Loader size="sm" />
                  <Text size="sm">{t('analytics.advanced.loading')}</Text>
                </Group>
              </Center>
            )}
            {failed && (
              <Notice kind={reply ? 'warning' : 'error'} testId="advanced-failed">
                <Group justify="space-between">
                  <span>
                    {reply
                      ? t('analytics.advanced.stale', {
                          time: formatDateTime(reply.valuation.valued_at, lang),
                        })
                      : t('analytics.advanced.failed')}
                  </span>
                  <Button
                    size="xs"
                    variant="light"
                    onClick={valuation.isError ? valuation.retry : advanced.retry}
                  >
                    {t('analytics.state.retry')}
                  </Button>
                </Group>
              </Notice>
            )}
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
          </Stack>
        </Box>
      </Stack>
    </Container>
  );
}
