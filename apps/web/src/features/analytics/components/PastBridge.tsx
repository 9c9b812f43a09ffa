import type { PastPeriod, RateBridge } from '@cobertura/contracts';
import { Select, Stack } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EChart } from '../../../components/EChart.tsx';
import { Notice } from '../../../components/Notice.tsx';
import { formatDate } from '../../../utils/format.ts';
import type { AnalyticsPalette } from '../utils/analyticsPalette.ts';
import { bridgeOptions, type PastChartFormat, type PastChartNames } from '../utils/pastChartOptions.ts';

type BridgedPeriod = PastPeriod & { bridge: RateBridge; budget_rate: number };
const hasBridge = (period: PastPeriod): period is BridgedPeriod =>
  period.bridge !== null && period.budget_rate !== null;

/** The bridge from the budget to the achieved rate of one period (the last by default), as a waterfall. */
export function PastBridge({
  periods,
  names,
  palette,
  format,
}: {
  periods: readonly PastPeriod[];
  names: PastChartNames;
  palette: AnalyticsPalette;
  format: PastChartFormat;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const bridged = periods.filter(hasBridge);
  const [bridgeDate, setBridgeDate] = useState<string | null>(null);
  const bridgePeriod = bridged.find((p) => p.date === bridgeDate) ?? bridged.at(-1);
  const bridge = useMemo(
    () => (bridgePeriod ? bridgeOptions(bridgePeriod, names, palette, format) : null),
    [bridgePeriod, names, palette, format],
  );
  if (!bridge || !bridgePeriod)
    return (
      <Notice kind="info" testId="past-no-bridge">
        {t('analytics.past.noBridge')}
      </Notice>
    );
  return (
    <Stack gap="xs">
      <Select
        label={t('analytics.past.bridgePeriod')}
        data={bridged.map((p) => ({ value: p.date, label: formatDate(p.date, lang) }))}
        value={bridgePeriod.date}
        onChange={setBridgeDate}
        allowDeselect={false}
        w={220}
        data-testid="past-bridge-period"
      />
      <EChart
        option={bridge}
        height={300}
        label={t('analytics.past.bridgeChart')}
        testId="past-bridge-chart"
      />
    </Stack>
  );
}
