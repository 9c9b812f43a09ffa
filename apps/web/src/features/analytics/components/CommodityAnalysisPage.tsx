import type { CommodityAnalysisReply } from '@cobertura/contracts';
import { Anchor, Box, Container, LoadingOverlay, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Notice } from '../../../components/Notice.tsx';
import { formatDateTime } from '../../../utils/format.ts';
import { referenceQueries } from '../../reference/api/referenceQueries.ts';
import { analyticsQueries } from '../api/analyticsQueries.ts';
import { useSelectionValuation } from '../hooks/useSelectionValuation.ts';
import { localCurrencies } from '../utils/localCurrencies.ts';
import { AnalyticsControls } from './AnalyticsControls.tsx';
import { CommodityChart } from './CommodityChart.tsx';
import { type CommodityChoices, CommodityControls } from './CommodityControls.tsx';
import { CommodityFxPanel } from './CommodityFxPanel.tsx';
import { CommodityGroupsTable } from './CommodityGroupsTable.tsx';
import { CommodityTotalsTable } from './CommodityTotalsTable.tsx';
import { GroupPicker, pickGroup } from './GroupPicker.tsx';
import { RESULTS_MIN_HEIGHT, ResultsState } from './ResultsState.tsx';
import { ValuationNote } from './ValuationNote.tsx';

/**
 * /commodity: the commodity analysis (spec 02 §2 "Commodity analysis screen") of the selection's
 * commodity book. The book is valued as Analytics values it, and that kept valuation is analysed
 * by bucket, filters, unit and local currency: the figures can be asked for again by its id.
 */
export function CommodityAnalysisPage() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const { analytics, asset, request, valuation, controlProps, hasNothingToValue } =
    useSelectionValuation('commodity');
  const { selection } = analytics;
  const [choices, setChoices] = useState<CommodityChoices>({
    bucket: 'MONTHLY',
    expiry: 'all',
    fixation: 'all',
    unit: undefined,
    localCurrency: undefined,
  });
  const [pickedKey, setPickedKey] = useState<string | null>(null);
  const commodity = analytics.commodities.find((c) => c.pk_idcommodity === selection.underlying);

  const currencies = useQuery(referenceQueries.currencies());
  const currency = currencies.data?.currencies.find(
    (c) => c.pk_idcurrency === commodity?.fk_idcurrency,
  )?.code;
  const localOptions = currency
    ? localCurrencies(selection.company?.portfolios.flatMap((p) => p.fk_currency) ?? [], currency)
    : [];
  const localCurrency =
    choices.localCurrency && localOptions.includes(choices.localCurrency)
      ? choices.localCurrency
      : localOptions[0];
  const analysis = useQuery(
    analyticsQueries.commodityAnalysis(valuation.reply?.valuation.id, {
      bucket: choices.bucket,
      expiry: choices.expiry,
      fixation: choices.fixation,
      ...(choices.unit ? { unit: choices.unit } : {}),
      ...(localCurrency ? { local_currency: localCurrency } : {}),
    }),
  );
  // A failed call keeps the figures the treasurer had for this commodity, marked with their time.
  const lastGood = useRef<CommodityAnalysisReply | undefined>(undefined);
  if (analysis.data) lastGood.current = analysis.data;
  const kept = lastGood.current?.groups.every((g) => g.asset === asset) ? lastGood.current : undefined;
  const reply = analysis.data ?? (analysis.isError ? kept : undefined);
  const isStale = analysis.isError && reply !== undefined;

  const groups = reply?.groups ?? [];
  const group = pickGroup(groups, pickedKey);
  const isLoading =
    analytics.isPending ||
    valuation.isPending ||
    (valuation.reply !== undefined && analysis.isPending && !reply);
  const failed = valuation.isError || analysis.isError;
  const retry = () => (valuation.isError ? valuation.retry() : void analysis.refetch());

  return (
    <Container size="xl" py="lg" data-testid="commodity-page">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>{t('analytics.commodity.title')}</Title>
          <Text c="dimmed">{t('analytics.commodity.subtitle')}</Text>
          <Anchor component={Link} to="/analytics" size="sm">
            {t('analytics.commodity.back')}
          </Anchor>
        </Stack>
        <AnalyticsControls {...controlProps} withInterval={false} />
        <CommodityControls
          choices={choices}
          unit={group?.unit ?? null}
          unitOptions={group?.unit_options ?? []}
          localCurrency={localCurrency}
          localOptions={localOptions}
          onChange={(changes) => setChoices((current) => ({ ...current, ...changes }))}
        />
        <Box pos="relative" mih={RESULTS_MIN_HEIGHT} data-testid="commodity-results">
          <LoadingOverlay
            visible={valuation.isRefreshing || (analysis.isFetching && reply !== undefined)}
            zIndex={5}
            overlayProps={{ blur: 1 }}
          />
          <Stack gap="lg">
            {hasNothingToValue && (
              <Notice kind="info" testId="commodity-no-assets">
                {t('analytics.state.noCommodities')}
              </Notice>
            )}
            {!hasNothingToValue && request === null && !analytics.isPending && (
              <Notice kind="warning" testId="commodity-no-shock">
                {t('analytics.state.noShock')}
              </Notice>
            )}
            <ResultsState
              isLoading={isLoading && !hasNothingToValue && request !== null}
              loadingText={t('analytics.commodity.state.loading')}
              isError={failed}
              staleText={
                isStale && reply
                  ? t('analytics.commodity.state.stale', {
                      time: formatDateTime(reply.valuation.valued_at, lang),
                    })
                  : null
              }
              failedText={t('analytics.commodity.state.failed')}
              onRetry={retry}
              testPrefix="commodity"
            />
            {reply && <ValuationNote valuation={reply.valuation} />}
            <GroupPicker groups={groups} group={group} onPick={setPickedKey} testId="commodity-group" />
            {group && group.buckets.length === 0 && (
              <Notice kind="info" testId="commodity-empty">
                {t('analytics.commodity.state.empty')}
              </Notice>
            )}
            {group && (
              <>
                {group.buckets.length > 0 && (
                  <>
                    <CommodityTotalsTable
                      buckets={group.buckets}
                      total={group.total}
                      unit={group.unit ?? ''}
                    />
                    <CommodityChart buckets={group.buckets} quotation={group.unit} />
                  </>
                )}
                <CommodityGroupsTable
                  groups={group.valuation_groups}
                  currency={group.currency ?? ''}
                  units={group}
                />
                <CommodityFxPanel
                  group={group}
                  localCurrency={localCurrency}
                  hasLocalOptions={localOptions.length > 0}
                />
              </>
            )}
          </Stack>
        </Box>
      </Stack>
    </Container>
  );
}
