import { RISK_METHODS, type RiskGroup, type RiskMethodName, type RiskReply } from '@cobertura/contracts';
import { Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Notice } from '../../../components/Notice.tsx';
import { formatDate, formatInteger } from '../../../utils/format.ts';
import { SimulatedBadge } from '../../markets/index.ts';
import { percentText } from '../utils/figureText.ts';
import { RiskPeriodTable } from './RiskPeriodTable.tsx';
import { RiskProfileView } from './RiskProfileView.tsx';
import { RiskVarTable } from './RiskVarTable.tsx';

/**
 * The risk figures of one group: how they were simulated, VaR and ES by method, the periods' VaR
 * and CFaR for the method chosen, and the risk-profile score.
 */
export function RiskFigures({
  group,
  reply,
  method,
  onMethod,
  name,
  decimals,
}: {
  group: RiskGroup;
  reply: RiskReply;
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
      {group.methods.length > 0 && <RiskVarTable group={group} name={name} />}
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
