import type { AggregatedPeriod, ValuationGroup } from '@cobertura/contracts';
import { Box, Group, SegmentedControl, Stack, Tabs, Text } from '@mantine/core';
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Notice } from '../../../components/Notice.tsx';
import { useRenderedMs } from '../../../utils/useRenderedMs.ts';
import { VALUATION_ARRIVED } from '../api/analyticsQueries.ts';
import { figureWithUnit } from '../utils/figureText.ts';
import { rateDecimals } from '../utils/rateDecimals.ts';
import type { Scenario } from '../utils/scenarioFigures.ts';
import { HedgesTable } from './HedgesTable.tsx';
import { PastView } from './PastView.tsx';
import { PeriodTable } from './PeriodTable.tsx';
import { PlanPanel } from './PlanPanel.tsx';
import { RiskPanel } from './RiskPanel.tsx';
import { SummaryTable } from './SummaryTable.tsx';

// The chart library is a large script: fetched once a valuation is shown, not before the screen's
// first paint. Its place is kept meanwhile (the two charts' heights).
const PeriodCharts = lazy(() => import('./PeriodCharts.tsx').then((m) => ({ default: m.PeriodCharts })));
const CHARTS_HEIGHT = 644;

/** The views of a valuation, in the order `analytics_choices.selected_nav` counts them. */
export const ANALYTICS_SECTIONS = ['table', 'charts', 'hedges', 'risk', 'past'] as const;
type Section = (typeof ANALYTICS_SECTIONS)[number];
const isSection = (value: string | null): value is Section =>
  (ANALYTICS_SECTIONS as readonly string[]).includes(value ?? '');
const SCENARIOS: readonly Scenario[] = ['base', 'up', 'down'];

/**
 * One portfolio and asset valued: the budget rate (or the missing program), the BALANCE / CASH FLOW
 * summary, and the periods as a table, as charts, the hedges behind them, their risk, and the
 * past view of the kept valuation `valuationId`.
 */
export function ValuationGroupView({
  valuationId,
  group,
  shockText,
  section,
  onSection,
}: {
  /** The kept valuation the group belongs to: its risk and past view are computed from it. */
  valuationId: string;
  group: ValuationGroup;
  shockText: string;
  section: number;
  onSection: (section: number) => void;
}) {
  const { t, i18n } = useTranslation();
  const [scenario, setScenario] = useState<Scenario>('base');
  // By date: a new reply without that period (another interval) closes the plan.
  const [planDate, setPlanDate] = useState<string | null>(null);
  const decimals = rateDecimals(group.budget_rate ?? group.periods[0]?.fwd);
  const name = `${group.portfolio_name} · ${group.asset}`;
  const shown = ANALYTICS_SECTIONS[section] ?? 'table';
  // The figures are drawn when committed, or for the charts when both have drawn these periods.
  const [chartsDrawn, setChartsDrawn] = useState<readonly AggregatedPeriod[] | null>(null);
  const ref = useRef<HTMLDivElement>(null);
  useRenderedMs(ref, group, shown !== 'charts' || chartsDrawn === group.periods, VALUATION_ARRIVED);
  return (
    <Stack ref={ref} gap="md" data-testid="valuation-group">
      <Group gap="lg" wrap="wrap">
        <Text fw={600}>{name}</Text>
        <Text size="sm" data-testid="budget-rate">
          {group.budget_rate === null
            ? t('analytics.noBudgetRate')
            : t('analytics.budgetRate', {
                rate: figureWithUnit('rate', group.budget_rate, i18n.language, group, decimals),
              })}
        </Text>
      </Group>
      {!group.has_program && (
        <Notice kind="warning" testId="no-program">
          {t('analytics.noProgram')}
        </Notice>
      )}
      <SummaryTable summary={group.summary} units={group} />
      <SegmentedControl
        aria-label={t('analytics.scenario.label')}
        value={scenario}
        onChange={(value) => setScenario(value as Scenario)}
        data={SCENARIOS.map((value) => ({
          value,
          label: t(`analytics.scenario.${value}`, { shock: shockText }),
        }))}
        w="fit-content"
        data-testid="scenario-switch"
      />
      <Tabs
        keepMounted={false}
        value={shown}
        onChange={(next) => isSection(next) && onSection(ANALYTICS_SECTIONS.indexOf(next))}
      >
        <Tabs.List mb="md" aria-label={t('analytics.sections.label')}>
          {ANALYTICS_SECTIONS.map((value) => (
            <Tabs.Tab key={value} value={value} data-testid={`section-${value}`}>
              {t(`analytics.sections.${value}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="table">
          <PeriodTable
            periods={group.periods}
            details={group.details}
            scenario={scenario}
            decimals={decimals}
            units={group}
            name={name}
            onOpen={setPlanDate}
          />
        </Tabs.Panel>
        <Tabs.Panel value="charts">
          <Suspense fallback={<Box mih={CHARTS_HEIGHT} />}>
            <PeriodCharts
              periods={group.periods}
              scenario={scenario}
              units={group}
              onDrawn={setChartsDrawn}
            />
          </Suspense>
        </Tabs.Panel>
        <Tabs.Panel value="hedges">
          <HedgesTable hedges={group.details} decimals={decimals} units={group} name={name} />
        </Tabs.Panel>
        <Tabs.Panel value="risk">
          <RiskPanel valuationId={valuationId} group={group} name={name} decimals={decimals} />
        </Tabs.Panel>
        <Tabs.Panel value="past">
          <PastView
            valuationId={valuationId}
            portfolioId={group.portfolio_id}
            asset={group.asset}
            name={name}
            decimals={decimals}
          />
        </Tabs.Panel>
      </Tabs>
      <PlanPanel
        period={group.periods.find((p) => p.date === planDate)}
        decimals={decimals}
        units={group}
        shockText={shockText}
        onClose={() => setPlanDate(null)}
      />
    </Stack>
  );
}
