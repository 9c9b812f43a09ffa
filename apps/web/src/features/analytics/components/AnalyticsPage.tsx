import { Anchor, Container, Stack } from '@mantine/core';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Notice } from '../../../components/Notice.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { formatDateTime } from '../../../utils/format.ts';
import { StatusLegends, useLastSync } from '../../markets/index.ts';
import { ResearchPanel } from '../../reports/index.ts';
import { analyticsQueries } from '../api/analyticsQueries.ts';
import { useRevalueOnFills } from '../hooks/useRevalueOnFills.ts';
import { useSelectionValuation } from '../hooks/useSelectionValuation.ts';
import { percentText } from '../utils/figureText.ts';
import { AnalyticsControls } from './AnalyticsControls.tsx';
import { GroupPicker, groupKey, pickGroup } from './GroupPicker.tsx';
import { ResultsArea } from './ResultsArea.tsx';
import { ResultsState } from './ResultsState.tsx';
import { SelectionNotices } from './SelectionNotices.tsx';
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
  const selected = useSelectionValuation();
  useRevalueOnFills();
  const { analytics, shockPercent, valuation, controlProps } = selected;
  const { kind } = analytics;
  const [pickedKey, setPickedKey] = useState<string | null>(null);
  const syncedAt = useLastSync(analyticsQueries.valuations);
  // A new valuation is drawn in slices that leave the page responsive (a transition), not in the one
  // long task that drawing a query's answer as it arrives takes: its tables are most of the screen.
  const reply = useDeferredValue(valuation.reply);
  const groups = reply?.groups ?? [];
  const group = pickGroup(groups, pickedKey);
  const isEmpty =
    reply !== undefined && groups.every((g) => g.periods.length === 0 && g.details.length === 0);
  const shockText = percentText(shockPercent / 100, lang);
  const progress = valuation.progress && <ValuationProgressBar progress={valuation.progress} />;

  return (
    <Container size="xl" py="lg" data-testid="analytics-page">
      <Stack gap="lg">
        <PageHeader title={t('analytics.title')} subtitle={t('analytics.subtitle')}>
          <StatusLegends savedAt={analytics.savedAt} syncedAt={syncedAt} />
          {kind === 'commodity' && (
            <Anchor component={Link} to="/commodity" size="sm" data-testid="analytics-commodity-link">
              {t('analytics.commodity.open')}
            </Anchor>
          )}
        </PageHeader>
        <AnalyticsControls {...controlProps} />
        <ResultsArea
          isRefreshing={valuation.isRefreshing}
          loader={progress}
          testId="analytics-results"
          gap="md"
        >
          <SelectionNotices selected={selected} testPrefix="analytics" />
          <ResultsState
            isLoading={
              analytics.isPending || valuation.isPending || (valuation.reply !== undefined && !reply)
            }
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
            busy={progress}
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
        </ResultsArea>
        <ResearchPanel />
      </Stack>
    </Container>
  );
}
