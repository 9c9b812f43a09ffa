import { type DeskLimits, TENOR_KEYS } from '@cobertura/contracts';
import { Group, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LabelledFigure } from '../../../components/LabelledFigure.tsx';
import { ScrollRegion } from '../../../components/ScrollRegion.tsx';
import { bpsText, deskMoney } from '../utils/figures.ts';
import { SimulatedLabel } from './SimulatedLabel.tsx';
import { UsageBar } from './UsageBar.tsx';

/** A client's limits as set: the request limit, the margin threshold, and each bank's credit lines by tenor with their use. */
export function LimitsView({ limits }: { limits: DeskLimits }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  return (
    <>
      <Group gap="xl" data-testid="limits-view">
        <LabelledFigure
          label={t('desk.limits.requestLimit')}
          value={deskMoney(limits.request_limit, lang)}
          testId="limits-request-limit-value"
        />
        <LabelledFigure
          label={t('desk.limits.marginThreshold')}
          value={bpsText(limits.margin_threshold_bps, lang)}
          testId="limits-margin-value"
        />
      </Group>
      <ScrollRegion label={t('desk.limits.creditLines')} minWidth={900} testId="credit-lines">
        <Table verticalSpacing={6}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('desk.limits.bank')}</Table.Th>
              {TENOR_KEYS.map((tenor) => (
                <Table.Th key={tenor}>{t('desk.limits.tenor', { tenor })}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {limits.counterparties.map((bank) => (
              <Table.Tr key={bank.id}>
                <Table.Td>
                  <Group gap={4}>
                    <Text size="sm">{bank.name}</Text>
                    <Text size="xs" c="dimmed">
                      {bank.code}
                    </Text>
                    {bank.simulated && <SimulatedLabel />}
                  </Group>
                </Table.Td>
                {TENOR_KEYS.map((tenor) => (
                  <Table.Td key={tenor}>
                    <UsageBar
                      used={bank.used[tenor] ?? 0}
                      line={bank.credit_lines[tenor] ?? 0}
                      testId={`credit-${bank.id}-${tenor}`}
                    />
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollRegion>
    </>
  );
}
