import {
  RISK_CONFIDENCES,
  RISK_METHODS,
  type RiskGroup,
  type RiskMethodName,
  type ValuationGroup,
} from '@cobertura/contracts';
import {
  Button,
  Center,
  Group,
  Loader,
  NumberInput,
  SegmentedControl,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Notice } from '../../../components/Notice.tsx';
import { formatDate, formatInteger } from '../../../utils/format.ts';
import { SimulatedBadge } from '../../markets/components/SimulatedBadge.tsx';
import { useRisk } from '../hooks/useRisk.ts';
import { amountText, MISSING, percentText } from '../utils/figureText.ts';
import { NUMERIC_CELL } from '../utils/numericCell.ts';
import { ColumnUnit } from './ColumnUnit.tsx';
import { RiskPeriodTable } from './RiskPeriodTable.tsx';
import { RiskProfileView } from './RiskProfileView.tsx';

/** The horizon the screen starts with: two weeks of business days. */
const DEFAULT_HORIZON_DAYS = 10;
const MAX_HORIZON_DAYS = 250;
/** Typing a horizon asks once the user pauses, not once per key. */
const HORIZON_DELAY_MS = 400;

const isHorizon = (value: number | string) =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= MAX_HORIZON_DAYS;

/**
 * The risk of one portfolio and asset of a kept valuation (spec 02 §4, §9): VaR and expected
 * shortfall by method at the confidence and horizon chosen, VaR and CFaR per period for one method,
 * and the risk-profile score with its nine-label breakdown.
 */
export function RiskPanel({
  valuationId,
  group,
  name,
  decimals,
}: {
  valuationId: string;
  group: ValuationGroup;
  name: string;
  decimals: number;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const [confidence, setConfidence] = useState<number>(0.95);
  const [horizon, setHorizon] = useState<number | string>(DEFAULT_HORIZON_DAYS);
  const [method, setMethod] = useState<RiskMethodName>('monte-carlo');
  const [typedHorizon] = useDebouncedValue(horizon, HORIZON_DELAY_MS);
  // A horizon out of range asks nothing: the field says why and the figures shown stay.
  const risk = useRisk(
    valuationId,
    isHorizon(typedHorizon) ? { confidence, horizon_days: typedHorizon as number } : null,
  );
  const found = risk.reply?.groups.find(
    (g) => g.portfolio_id === group.portfolio_id && g.asset === group.asset,
  );

  return (
    <Stack gap="md" data-testid="risk-panel">
      <Group gap="lg" align="flex-end" wrap="wrap">
        <Stack gap={4}>
          <Text size="sm" fw={500} id="risk-confidence-label">
            {t('analytics.risk.confidence')}
          </Text>
          <SegmentedControl
            aria-labelledby="risk-confidence-label"
            value={String(confidence)}
            onChange={(value) => setConfidence(Number(value))}
            data={RISK_CONFIDENCES.map((c) => ({ value: String(c), label: percentText(c, lang) }))}
            data-testid="risk-confidence"
          />
        </Stack>
        <NumberInput
          label={t('analytics.risk.horizon')}
          value={horizon}
          onChange={setHorizon}
          min={1}
          max={MAX_HORIZON_DAYS}
          allowDecimal={false}
          clampBehavior="none"
          w={200}
          error={isHorizon(horizon) ? undefined : t('analytics.risk.badHorizon', { max: MAX_HORIZON_DAYS })}
          data-testid="risk-horizon"
        />
        {risk.isRefreshing && <Loader size="xs" aria-label={t('analytics.risk.loading')} />}
      </Group>
      {risk.isPending && (
        <Center mih={160} data-testid="risk-loading">
          <Group gap="xs">
            <Loader size="sm" />
            <Text size="sm">{t('analytics.risk.loading')}</Text>
          </Group>
        </Center>
      )}
      {risk.isError && (
        <Notice kind={risk.isStale ? 'warning' : 'error'} testId="risk-failed">
          <Group justify="space-between">
            <span>{risk.isStale ? t('analytics.risk.stale') : t('analytics.risk.failed')}</span>
            <Button size="xs" variant="light" onClick={risk.retry}>
              {t('analytics.state.retry')}
            </Button>
          </Group>
        </Notice>
      )}
      {risk.reply && found && (
        <RiskFigures
          group={found}
          reply={risk.reply}
          method={method}
          onMethod={setMethod}
          name={name}
          decimals={decimals}
        />
      )}
    </Stack>
  );
}

function RiskFigures({
  group,
  reply,
  method,
  onMethod,
  name,
  decimals,
}: {
  group: RiskGroup;
  reply: NonNullable<ReturnType<typeof useRisk>['reply']>;
  method: RiskMethodName;
  onMethod: (method: RiskMethodName) => void;
  name: string;
  decimals: number;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  return (
    <Stack gap="md">
      <Group gap="sm" wrap="wrap">
        <Text size="sm" c="dimmed" data-testid="risk-note">
          {t('analytics.risk.note', {
            paths: formatInteger(reply.paths, lang),
            run: reply.seed,
            volatility: percentText(group.volatility, lang),
            scenarios: formatInteger(group.history_scenarios, lang),
            from: formatDate(reply.lookback_from, lang),
          })}
        </Text>
        {group.simulated && <SimulatedBadge />}
      </Group>
      {group.problem && <Notice kind="warning">{group.problem}</Notice>}
      {group.methods.length > 0 && (
        <Table
          fz="sm"
          maw={720}
          aria-label={t('analytics.risk.varLabel', { name })}
          data-testid="risk-var-table"
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('analytics.risk.method')}</Table.Th>
              {(['var', 'es'] as const).map((key) => (
                <Table.Th key={key} style={NUMERIC_CELL}>
                  {t(`analytics.risk.${key}`)}
                  <ColumnUnit unit={group.amounts_currency} />
                </Table.Th>
              ))}
              <Table.Th style={NUMERIC_CELL}>{t('analytics.risk.scenarios')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {group.methods.map((m) => (
              <Table.Tr key={m.method} data-testid={`risk-var-${m.method}`}>
                <Table.Th scope="row">
                  {t(`analytics.risk.methods.${m.method}`)}
                  {m.problem && (
                    <Text size="xs" c="dimmed">
                      {m.problem}
                    </Text>
                  )}
                </Table.Th>
                <Table.Td style={NUMERIC_CELL}>{amountText(m.var, lang, group.amounts_currency)}</Table.Td>
                <Table.Td style={NUMERIC_CELL}>{amountText(m.es, lang, group.amounts_currency)}</Table.Td>
                <Table.Td style={NUMERIC_CELL}>
                  {m.scenarios ? formatInteger(m.scenarios, lang) : MISSING}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {group.periods.length > 0 && group.methods.length > 0 && (
        <Stack gap="xs">
          <SegmentedControl
            aria-label={t('analytics.risk.periodMethod')}
            value={method}
            onChange={(value) => onMethod(value as RiskMethodName)}
            data={RISK_METHODS.map((value) => ({ value, label: t(`analytics.risk.methods.${value}`) }))}
            w="fit-content"
            data-testid="risk-method"
          />
          <RiskPeriodTable
            periods={group.periods}
            method={method}
            name={name}
            decimals={decimals}
            units={group}
          />
        </Stack>
      )}
      <RiskProfileView profile={group.profile} units={group} />
    </Stack>
  );
}
