import { Anchor, Container, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Notice } from '../../../components/Notice.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { formatDateTime } from '../../../utils/format.ts';
import { useCommodityAnalysis } from '../hooks/useCommodityAnalysis.ts';
import { useSelectionValuation } from '../hooks/useSelectionValuation.ts';
import { AnalyticsControls } from './AnalyticsControls.tsx';
import { CommodityChart } from './CommodityChart.tsx';
import { type CommodityChoices, CommodityControls } from './CommodityControls.tsx';
import { CommodityFxPanel } from './CommodityFxPanel.tsx';
import { CommodityGroupsTable } from './CommodityGroupsTable.tsx';
import { CommodityTotalsTable } from './CommodityTotalsTable.tsx';
import { GroupPicker, pickGroup } from './GroupPicker.tsx';
import { ResultsArea } from './ResultsArea.tsx';
import { ResultsState } from './ResultsState.tsx';
import { SelectionNotices } from './SelectionNotices.tsx';
import { ValuationNote } from './ValuationNote.tsx';

/**
 * /commodity: the commodity analysis (spec 02 §2 "Commodity analysis screen") of the selection's
 * commodity book. The book is valued as Analytics values it, and that kept valuation is analysed
 * by bucket, filters, unit and local currency: the figures can be asked for again by its id.
 */
export function CommodityAnalysisPage() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const selected = useSelectionValuation('commodity');
  const { analytics, request, valuation, controlProps, hasNothingToValue } = selected;
  const [choices, setChoices] = useState<CommodityChoices>({
    bucket: 'MONTHLY',
    expiry: 'all',
    fixation: 'all',
    unit: undefined,
    localCurrency: undefined,
  });
  const [pickedKey, setPickedKey] = useState<string | null>(null);
  const { localOptions, localCurrency, analysis } = useCommodityAnalysis(selected, choices);
  const { reply } = analysis;
  const groups = reply?.groups ?? [];
  const group = pickGroup(groups, pickedKey);
  const isLoading = analytics.isPending || valuation.isPending || analysis.isPending;

  return (
    <Container size="xl" py="lg" data-testid="commodity-page">
      <Stack gap="lg">
        <PageHeader title={t('analytics.commodity.title')} subtitle={t('analytics.commodity.subtitle')}>
          <Anchor component={Link} to="/analytics" size="sm">
            {t('analytics.commodity.back')}
          </Anchor>
        </PageHeader>
        <AnalyticsControls {...controlProps} withInterval={false} />
        <CommodityControls
          choices={choices}
          unit={group?.unit ?? null}
          unitOptions={group?.unit_options ?? []}
          localCurrency={localCurrency}
          localOptions={localOptions}
          onChange={(changes) => setChoices((current) => ({ ...current, ...changes }))}
        />
        <ResultsArea
          isRefreshing={valuation.isRefreshing || analysis.isRefreshing}
          testId="commodity-results"
          gap="lg"
        >
          <SelectionNotices selected={selected} testPrefix="commodity" />
          <ResultsState
            isLoading={isLoading && !hasNothingToValue && request !== null}
            loadingText={t('analytics.commodity.state.loading')}
            isError={valuation.isError || analysis.isError}
            staleText={
              analysis.isStale && reply
                ? t('analytics.commodity.state.stale', {
                    time: formatDateTime(reply.valuation.valued_at, lang),
                  })
                : null
            }
            failedText={t('analytics.commodity.state.failed')}
            onRetry={valuation.isError ? valuation.retry : analysis.retry}
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
                  <CommodityTotalsTable buckets={group.buckets} total={group.total} unit={group.unit ?? ''} />
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
        </ResultsArea>
      </Stack>
    </Container>
  );
}
