import { type FigureUnits, quoteDecimals, type SimulationFigures } from '@cobertura/contracts';
import { Table, Text } from '@mantine/core';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber, formatPercent } from '../../../utils/format.ts';
import { ColumnUnit, MISSING, rateUnitText } from '../../analytics/index.ts';
import { dealtFigure } from '../utils/assetFigures.ts';
import type { FigureRow } from '../utils/figureRows.ts';

const SOURCES = ['simulation', 'history'] as const;

/**
 * Each strategy's odds against the budget, expected and confidence net rates, cash flow at risk and
 * worst outcomes. After a back-test each strategy reads on two lines, the simulation's over its
 * figures on history, so the two compare column by column. Headers say what each figure counts:
 * rates and the cost per unit in the quote (COP per USD), to its decimals, the cash flow at risk in
 * its currency.
 */
export function FiguresTable({
  rows,
  confidence,
  units,
  name,
}: {
  rows: FigureRow[];
  confidence: number;
  /** What the figures count, and the asset whose quote decimals rates print to; unknown until a run or back-test answers. */
  units: (FigureUnits & { asset: string }) | null;
  name: (figures: SimulationFigures) => string;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const isCompared = rows.some((row) => row.history);
  const rateUnit = units && rateUnitText(units, lang);
  const money = units?.amounts_currency;
  const decimals = quoteDecimals(units?.asset ?? '');
  const rate = (value: number) => formatNumber(dealtFigure(value, decimals), lang, decimals);
  const cells = (f: SimulationFigures) => (
    <>
      <Table.Td ta="right">{formatNumber(f.percentage, lang, 0)} %</Table.Td>
      <Table.Td ta="right" data-testid="optimizer-beat-budget">
        {formatPercent(f.beat_budget, lang, 1)}
      </Table.Td>
      <Table.Td ta="right">{rate(f.expected_rate)}</Table.Td>
      <Table.Td ta="right">{rate(f.confidence_rate)}</Table.Td>
      <Table.Td ta="right">{formatNumber(f.cash_flow_at_risk, lang, 0)}</Table.Td>
      <Table.Td ta="right">{rate(f.worst_rate)}</Table.Td>
      <Table.Td ta="right">{f.cost === null ? MISSING : rate(f.cost)}</Table.Td>
    </>
  );
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table striped={!isCompared} withRowBorders data-testid="optimizer-figures">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('optimizer.strategies.name')}</Table.Th>
            {isCompared && <Table.Th>{t('optimizer.results.source')}</Table.Th>}
            <Table.Th ta="right">{t('optimizer.strategies.percentage')}</Table.Th>
            <Table.Th ta="right">{t('optimizer.results.beatBudget')}</Table.Th>
            <Table.Th ta="right">
              {t('optimizer.results.expected')}
              <ColumnUnit unit={rateUnit} />
            </Table.Th>
            <Table.Th ta="right">
              {t('optimizer.results.confidenceRate', { confidence })}
              <ColumnUnit unit={rateUnit} />
            </Table.Th>
            <Table.Th ta="right">
              {t('optimizer.results.cfar')}
              <ColumnUnit unit={money} />
            </Table.Th>
            <Table.Th ta="right">
              {t('optimizer.results.worst')}
              <ColumnUnit unit={rateUnit} />
            </Table.Th>
            <Table.Th ta="right">
              {t('optimizer.strategies.cost')}
              <ColumnUnit unit={rateUnit} />
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => {
            const shown = SOURCES.filter((source) => row[source]);
            return (
              <Fragment key={row.key}>
                {shown.map((source, i) => {
                  const f = row[source] as SimulationFigures;
                  return (
                    <Table.Tr key={source} data-source={source}>
                      {i === 0 && (
                        <Table.Td fw={600} rowSpan={shown.length}>
                          {name(f)}
                        </Table.Td>
                      )}
                      {isCompared && (
                        <Table.Td>
                          <Text size="sm" c={source === 'history' ? 'dimmed' : undefined}>
                            {t(`optimizer.results.${source}`)}
                          </Text>
                        </Table.Td>
                      )}
                      {cells(f)}
                    </Table.Tr>
                  );
                })}
              </Fragment>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
