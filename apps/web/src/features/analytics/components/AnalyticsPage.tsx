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
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverToday } from '../../../api/serverClock.ts';
import { Notice } from '../../../components/Notice.tsx';
import { formatDateTime } from '../../../utils/format.ts';
import { underlyingName } from '../../data/components/SelectionBar.tsx';
import { StatusLegends } from '../../markets/components/StatusLegends.tsx';
import { useLastSync } from '../../markets/hooks/useLastSync.ts';
import { analyticsQueries } from '../api/analyticsQueries.ts';
import { useAnalyticsSelection } from '../hooks/useAnalyticsSelection.ts';
import { useValuation } from '../hooks/useValuation.ts';
import { percentText } from '../utils/figureText.ts';
import { type ValuationControls, valuationRequest } from '../utils/valuationRequest.ts';
import { AnalyticsControls } from './AnalyticsControls.tsx';
import { ValuationGroupView } from './ValuationGroupView.tsx';
import { ValuationNote } from './ValuationNote.tsx';

/** Spec 02 §9 default scenario shock, in percent as typed (the contract's DEFAULT_SCENARIO_SHOCK). */
const DEFAULT_SHOCK_PERCENT = 10;
/** Typing a shock sends one valuation when the user pauses, not one per key. */
const SHOCK_DELAY_MS = 400;
/** The results' least height, so that the spinner, a notice and the figures take the same place. */
const RESULTS_MIN_HEIGHT = 420;

/**
 * /analytics: a portfolio's exposure, hedges, program and their value by period (spec 02 §2
 * Analytics). The cascade is saved in `analytics_choices`; the interval, shock and valuation date
 * are the morning's question and are not kept.
 */
export function AnalyticsPage() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const analytics = useAnalyticsSelection();
  const { kind, selection } = analytics;
  const [controls, setControls] = useState<ValuationControls>(() => ({
    interval: '1M',
    shockPercent: DEFAULT_SHOCK_PERCENT,
    valuationDate: serverToday(),
  }));
  const [shockPercent] = useDebouncedValue(controls.shockPercent, SHOCK_DELAY_MS);
  const [groupKey, setGroupKey] = useState<string | null>(null);
  const asset =
    selection.underlying === undefined
      ? undefined
      : underlyingName(selection.underlying, analytics.commodities);
  const request = valuationRequest(
    selection.portfolios.map((p) => p.pk_idportfolio),
    asset,
    { ...controls, shockPercent },
  );
  const valuation = useValuation(kind, request);
  const syncedAt = useLastSync(analyticsQueries.valuations);
  const reply = valuation.reply;
  const keyOf = (group: { portfolio_id: number; asset: string }) => `${group.portfolio_id}:${group.asset}`;
  const groups = reply?.groups ?? [];
  const group = groups.find((g) => keyOf(g) === groupKey) ?? groups[0];
  const isEmpty =
    reply !== undefined && groups.every((g) => g.periods.length === 0 && g.details.length === 0);
  const shockText = percentText(shockPercent / 100, lang);
  const hasNothingToValue = !analytics.isPending && selection.underlyings.length === 0;

  return (
    <Container size="xl" py="lg" data-testid="analytics-page">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>{t('analytics.title')}</Title>
          <Text c="dimmed">{t('analytics.subtitle')}</Text>
          <StatusLegends savedAt={analytics.savedAt} syncedAt={syncedAt} />
        </Stack>
        <AnalyticsControls
          kind={kind}
          selection={selection}
          commodities={analytics.commodities}
          controls={controls}
          onCompany={analytics.chooseCompany}
          onPortfolios={analytics.choosePortfolios}
          onUnderlying={analytics.chooseUnderlying}
          onControls={(changes) => setControls((current) => ({ ...current, ...changes }))}
        />
        <Box pos="relative" mih={RESULTS_MIN_HEIGHT} data-testid="analytics-results">
          <LoadingOverlay visible={valuation.isRefreshing} zIndex={5} overlayProps={{ blur: 1 }} />
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
            {(analytics.isPending || valuation.isPending) && (
              <Center mih={RESULTS_MIN_HEIGHT} data-testid="analytics-loading">
                <Group gap="xs">
                  <Loader size="sm" />
                  <Text size="sm">{t('analytics.state.loading')}</Text>
                </Group>
              </Center>
            )}
            {valuation.isError && (
              <Notice kind={valuation.isStale ? 'warning' : 'error'} testId="analytics-failed">
                <Group justify="space-between">
                  <span>
                    {valuation.isStale && reply
                      ? t('analytics.state.stale', { time: formatDateTime(reply.valuation.valued_at, lang) })
                      : t('analytics.state.failed')}
                  </span>
                  <Button size="xs" variant="light" onClick={valuation.retry}>
                    {t('analytics.state.retry')}
                  </Button>
                </Group>
              </Notice>
            )}
            {reply && <ValuationNote valuation={reply.valuation} />}
            {isEmpty && (
              <Notice kind="info" testId="analytics-empty">
                {t('analytics.state.empty')}
              </Notice>
            )}
            {groups.length > 1 && group && (
              <Select
                label={t('analytics.selection.group')}
                data={groups.map((g) => ({ value: keyOf(g), label: `${g.portfolio_name} · ${g.asset}` }))}
                value={keyOf(group)}
                onChange={setGroupKey}
                allowDeselect={false}
                w={320}
                data-testid="analytics-group"
              />
            )}
            {group && !isEmpty && (
              <ValuationGroupView
                key={keyOf(group)}
                group={group}
                shockText={shockText}
                section={analytics.choices.selected_nav}
                onSection={analytics.chooseSection}
              />
            )}
          </Stack>
        </Box>
      </Stack>
    </Container>
  );
}
