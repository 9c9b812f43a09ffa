import { Badge, Group, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatInteger, formatPercent, formatSignificant } from '../../../utils/format.ts';
import type { PricePercentile } from '../utils/pricePercentiles.ts';

/** Today's rank in each window's distribution, with the window's range and how many closes it holds. */
export function PercentilesTable({
  ranks,
  yearsText,
}: {
  ranks: readonly PricePercentile[];
  /** A window's length in words ('5 years'). */
  yearsText: (count: number) => string;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  return (
    <Table data-testid="percentiles-table" maw={720}>
      <Table.Caption>{t('markets.percentiles.table')}</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('markets.percentiles.window')}</Table.Th>
          <Table.Th ta="right">{t('markets.percentiles.rank')}</Table.Th>
          <Table.Th ta="right">{t('markets.percentiles.range')}</Table.Th>
          <Table.Th ta="right">{t('markets.percentiles.count')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {ranks.map((rank) => (
          <Table.Tr key={rank.years} data-testid={`percentile-${rank.years}`}>
            <Table.Td>
              <Group gap="xs">
                {yearsText(rank.years)}
                {rank.isPartial && (
                  <Badge size="xs" variant="light" color="gray">
                    {t('markets.percentiles.partial')}
                  </Badge>
                )}
              </Group>
            </Table.Td>
            <Table.Td ta="right">{formatPercent(rank.rank, lang, 0)}</Table.Td>
            <Table.Td ta="right">
              {formatSignificant(rank.min, lang, 5)} – {formatSignificant(rank.max, lang, 5)}
            </Table.Td>
            <Table.Td ta="right">{formatInteger(rank.count, lang)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
