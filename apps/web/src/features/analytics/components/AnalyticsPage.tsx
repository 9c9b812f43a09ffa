import { Anchor, Box, Container, LoadingOverlay, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Notice } from '../../../components/Notice.tsx';
import { formatDateTime } from '../../../utils/format.ts';
import { StatusLegends } from '../../markets/components/StatusLegends.tsx';
import { useLastSync } from '../../markets/hooks/useLastSync.ts';
import { ResearchPanel } from '../../reports/components/ResearchPanel.tsx';
import { analyticsQueries } from '../api/analyticsQueries.ts';
import { useSelectionValuation } from '../hooks/useSelectionValuation.ts';
import { percentText } from '../utils/figureText.ts';
import { AnalyticsControls } from './AnalyticsControls.tsx';
import { GroupPicker, groupKey, pickGroup } from './GroupPicker.tsx';
import { RESULTS_MIN_HEIGHT, ResultsState } from './ResultsState.tsx';
import { ValuationGroupView } from './ValuationGroupView.tsx';
import { ValuationNote } from './ValuationNote.tsx';
import { ValuationProgressBar } from './ValuationProgressBar.tsx';

/**
 * /analytics: a portfolio's exposure, hedges, program and their value by period (spec 02 §2
 * Analytics). The cascade is saved in `analytics_choices`; the interval, shock and valuation date
 * are the morning's question and are not kept.
 */
export function AnalyticsPage() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const { analytics, shockPercent, request, valuation, controlProps, hasNothingToValue } =
    useSelectionValuation();
  const { kind } = analytics;
  const [pickedKey, setPickedKey] = useState<string | null>(null);
  const syncedAt = useLastSync(analyticsQueries.valuations);
  const reply = valuation.reply;
  const groups = reply?.groups ?? [];
  const group = pickGroup(groups, pickedKey);
  const isEmpty =
    reply !== undefined && groups.every((g) => g.periods.length === 0 && g.details.length === 0);
  const shockText = percentText(shockPercent / 100, lang);

  return (
    <Container size="xl" py="lg" data-testid="analytics-page">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>{t('analytics.title')}</Title>
          <Text c="dimmed">{t('analytics.subtitle')}</Text>
          <StatusLegends savedAt={analytics.savedAt} syncedAt={syncedAt} />
          {kind === 'commodity' && (
            <Anchor component={Link} to="/commodity" size="sm" data-testid="analytics-commodity-link">
              {t('analytics.commodity.open')}
            </Anchor>
          )}
        </Stack>
        <AnalyticsControls {...controlProps} />
        <Box pos="relative" mih={RESULTS_MIN_HEIGHT} data-testid="analytics-results">
          <LoadingOverlay
            visible={valuation.isRefreshing}
            zIndex={5}
            overlayProps={{ blur: 1 }}
            {...(valuation.progress
              ? { loaderProps: { children: <ValuationProgressBar progress={valuation.progress} /> } }
              : {})}
          />
          <Stack gap="md">
            {hasNothingToValue && (
              <Notice kind="info" testId="analytics-no-assets">
                {kind === 'currency' ? t('analytics.state.noAssets') : t('analytics.state.noCommodities')}
              </Notice>
            )}
            {!hasNothingToValue && request === null && !analytics.isPending && (
              <Notice kind="warning" testId="analytics-no-shock">
                {t('analytics.state.noShock')}
              </Notice>
            )}
            <ResultsState
              isLoading={analytics.isPending || valuation.isPending}
              loadingText={t('analytics.state.loading')}
              isError={valuation.isError}
              staleText={
                valuation.isStale && reply
                  ? t('analytics.state.stale', { time: formatDateTime(reply.valuation.valued_at, lang) })
                  : null
              }
              failedText={t('analytics.state.failed')}
              onRetry={valuation.retry}
              testPrefix="analytics"
              busy={valuation.progress && <ValuationProgressBar progress={valuation.progress} />}
            />
            {reply && <ValuationNote valuation={reply.valuation} group={group} />}
            {isEmpty && (
              <Notice kind="info" testId="analytics-empty">
                {t('analytics.state.empty')}
              </Notice>
            )}
            <GroupPicker groups={groups} group={group} onPick={setPickedKey} testId="analytics-group" />
            {reply && group && !isEmpty && (
              <ValuationGroupView
                key={groupKey(group)}
                valuationId={reply.valuation.id}
                group={group}
                shockText={shockText}
                section={analytics.choices.selected_nav}
                onSection={analytics.chooseSection}
              />
            )}
          </Stack>
        </Box>
        <ResearchPanel />
      </Stack>
    </Container>
  );
}
