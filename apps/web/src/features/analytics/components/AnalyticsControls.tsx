import { type Commodity, MARKET_INTERVALS } from '@cobertura/contracts';
import { Group, MultiSelect, NumberInput, Select, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AssetKind, Underlying } from '../../../shared/selection/selectionCascade.ts';
import { underlyingName } from '../../../shared/selection/underlyingName.ts';
import type { AnalyticsSelection } from '../utils/analyticsSelection.ts';
import {
  MAX_SHOCK_PERCENT,
  type ValuationControls,
  type ValuationInterval,
} from '../utils/valuationRequest.ts';

const isInterval = (value: string | null): value is ValuationInterval =>
  (MARKET_INTERVALS as readonly string[]).includes(value ?? '');

/**
 * The cascade (company → portfolios → pair or commodity) and the valuation's controls: the interval
 * (unless `withInterval` is false: a screen with its own buckets), the scenario shock in percent
 * (unless `withShock` is false: a screen that shows no scenario), the valuation date, then a
 * screen's own controls (`children`).
 */
export function AnalyticsControls({
  kind,
  selection,
  commodities,
  controls,
  withInterval = true,
  onCompany,
  onPortfolios,
  onUnderlying,
  onControls,
  withShock = true,
  children,
}: {
  kind: AssetKind;
  selection: AnalyticsSelection;
  commodities: readonly Commodity[];
  controls: ValuationControls;
  withInterval?: boolean;
  onCompany: (id: number) => void;
  onPortfolios: (ids: number[]) => void;
  onUnderlying: (underlying: Underlying) => void;
  onControls: (changes: Partial<ValuationControls>) => void;
  withShock?: boolean;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const { companies, company, portfolioOptions, portfolios, underlyings, underlying } = selection;
  return (
    <Group gap="md" align="flex-end" wrap="wrap" data-testid="analytics-controls">
      <Select
        label={t('analytics.selection.company')}
        data={companies.map((c) => ({ value: String(c.pk_idcompany), label: c.company_name }))}
        value={company ? String(company.pk_idcompany) : null}
        onChange={(value) => value && onCompany(Number(value))}
        allowDeselect={false}
        w={220}
        data-testid="analytics-company"
      />
      <MultiSelect
        label={t('analytics.selection.portfolios')}
        data={portfolioOptions.map((p) => ({ value: String(p.pk_idportfolio), label: p.portfolio_name }))}
        value={portfolios.map((p) => String(p.pk_idportfolio))}
        // The cascade never leaves none: removing the last one falls back to the first.
        onChange={(values) => onPortfolios(values.map(Number))}
        disabled={portfolioOptions.length === 0}
        w={300}
        data-testid="analytics-portfolios"
      />
      <Select
        label={kind === 'currency' ? t('analytics.selection.pair') : t('analytics.selection.commodity')}
        data={underlyings.map((u) => ({ value: String(u), label: underlyingName(u, commodities) }))}
        value={underlying === undefined ? null : String(underlying)}
        onChange={(value) => value && onUnderlying(kind === 'currency' ? value : Number(value))}
        allowDeselect={false}
        disabled={underlyings.length === 0}
        w={180}
        data-testid="analytics-underlying"
      />
      {withInterval && (
        <Select
          label={t('analytics.selection.interval')}
          data={[...MARKET_INTERVALS]}
          value={controls.interval}
          onChange={(value) => isInterval(value) && onControls({ interval: value })}
          allowDeselect={false}
          w={90}
          data-testid="analytics-interval"
        />
      )}
      {withShock && (
        <NumberInput
          label={t('analytics.selection.shock')}
          value={controls.shockPercent}
          onChange={(value) => onControls({ shockPercent: typeof value === 'number' ? value : Number.NaN })}
          min={0}
          max={MAX_SHOCK_PERCENT}
          step={1}
          decimalScale={2}
          suffix=" %"
          w={140}
          data-testid="analytics-shock"
        />
      )}
      <TextInput
        type="date"
        label={t('analytics.selection.valuationDate')}
        value={controls.valuationDate}
        onChange={(event) =>
          event.currentTarget.value && onControls({ valuationDate: event.currentTarget.value })
        }
        w={170}
        data-testid="analytics-date"
      />
      {children}
    </Group>
  );
}
