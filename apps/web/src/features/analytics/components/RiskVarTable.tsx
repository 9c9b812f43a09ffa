import type { RiskGroup } from '@cobertura/contracts';
import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatInteger } from '../../../utils/format.ts';
import { amountText, MISSING } from '../utils/figureText.ts';
import { NUMERIC_CELL } from '../utils/numericCell.ts';
import { ColumnUnit } from './ColumnUnit.tsx';

/** VaR and expected shortfall of the whole horizon by method, in the group's currency. */
export function RiskVarTable({ group, name }: { group: RiskGroup; name: string }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  return (
    <Table fz="sm" maw={720} aria-label={t('analytics.risk.varLabel', { name })} data-testid="risk-var-table">
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
  );
}
