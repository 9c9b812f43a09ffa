import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatFactor } from '../../../utils/format.ts';
import { conventionText } from '../utils/conventionText.ts';
import { conversionsOf } from '../utils/unitOptions.ts';
import { ToolCard } from './ToolCard.tsx';

/** Every conversion the library's table holds for a commodity, with its factor and convention. */
export function UnitConversionTable({ commodity }: { commodity: string }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  return (
    <ToolCard title={t('tools.units.tableTitle', { commodity })}>
      <Table striped verticalSpacing={4} data-testid="unit-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('tools.units.from')}</Table.Th>
            <Table.Th>{t('tools.units.to')}</Table.Th>
            <Table.Th ta="right">{t('tools.units.factor')}</Table.Th>
            <Table.Th>{t('tools.units.basis')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {conversionsOf(commodity).map((c) => (
            <Table.Tr key={`${c.from}|${c.to}`}>
              <Table.Td>{c.from}</Table.Td>
              <Table.Td>{c.to}</Table.Td>
              <Table.Td ta="right" ff="monospace">
                {formatFactor(c.factor, lang)}
              </Table.Td>
              <Table.Td>
                <Text size="xs" c="dimmed">
                  {conventionText(c, t)}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ToolCard>
  );
}
