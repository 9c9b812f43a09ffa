import { Table, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatInteger } from '../../../utils/format.ts';
import type { PositionRow } from '../api/deskApi.ts';
import { deskMoney } from '../utils/figures.ts';
import { type PositionDimension, positionBy } from '../utils/positionGroups.ts';

/** The desk's position summed one way (client, asset, bank or tenor): executed and still open, in USD. */
export function PositionTotals({
  rows,
  dimension,
}: {
  rows: readonly PositionRow[];
  dimension: PositionDimension;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const lines = positionBy(rows, dimension);
  return (
    <div data-testid={`position-by-${dimension}`}>
      <Title order={5} mb={4}>
        {t(`desk.position.by.${dimension}`)}
      </Title>
      <Table verticalSpacing={4} fz="sm" striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t(`desk.position.dimension.${dimension}`)}</Table.Th>
            <Table.Th ta="right">{t('desk.position.executed')}</Table.Th>
            <Table.Th ta="right">{t('desk.position.open')}</Table.Th>
            <Table.Th ta="right">{t('desk.position.count')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((line) => (
            <Table.Tr key={line.key ?? '—'} data-testid="position-line">
              <Table.Td>{line.key ?? t('desk.position.noBank')}</Table.Td>
              <Table.Td ta="right">{deskMoney(line.executed, lang)}</Table.Td>
              <Table.Td ta="right">{deskMoney(line.open, lang)}</Table.Td>
              <Table.Td ta="right">{formatInteger(line.count, lang)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}
