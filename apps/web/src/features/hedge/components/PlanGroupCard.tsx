import type { PlanGroup, PlanPeriod } from '@cobertura/contracts';
import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { rateDecimals } from '../../analytics/index.ts';
import { ExecutionSummary } from './ExecutionSummary.tsx';
import { PlanTable } from './PlanTable.tsx';

/**
 * One portfolio's asset in the plan: what its figures count, whether its prices are simulated, its
 * periods, and the execution summary of the period selected.
 */
export function PlanGroupCard({
  group,
  onRequest,
}: {
  group: PlanGroup;
  onRequest: (period: PlanPeriod) => void;
}) {
  const { t } = useTranslation();
  const [selected, setSelected] = useState<string | null>(null);
  const period = group.periods.find((p) => p.date === selected);
  const decimals = rateDecimals(group.periods.find((p) => p.forward !== null)?.forward);
  return (
    <Card withBorder radius="md" padding="md" data-testid="hedge-plan-group">
      <Stack gap="sm">
        <Group gap="sm" align="baseline">
          <Title order={2} size="h4">
            {t('hedge.plan.groupTitle', { portfolio: group.portfolio_name, asset: group.asset })}
          </Title>
          {group.side && (
            <Text size="sm" c="dimmed">
              {t(`hedge.sides.${group.side}`)}
            </Text>
          )}
          {group.simulated && (
            <Badge color="orange" variant="light" data-testid="hedge-plan-simulated">
              {t('hedge.simulated')}
            </Badge>
          )}
          {!group.has_program && (
            <Badge color="gray" variant="light" data-testid="hedge-plan-no-program">
              {t('hedge.plan.noProgram')}
            </Badge>
          )}
        </Group>
        {group.periods.length === 0 ? (
          <Text c="dimmed" size="sm">
            {t('hedge.plan.noPeriods')}
          </Text>
        ) : (
          <PlanTable
            group={group}
            decimals={decimals}
            selected={selected}
            onSelect={(date) => setSelected((current) => (current === date ? null : date))}
            onRequest={onRequest}
          />
        )}
        {period && (
          <Card withBorder radius="sm" padding="sm" data-testid="hedge-summary-panel">
            <ExecutionSummary group={group} period={period} decimals={decimals} />
          </Card>
        )}
      </Stack>
    </Card>
  );
}
