import { MOVE_WINDOWS, type Move } from '@cobertura/contracts';
import { Group, Table, Text, useComputedColorScheme, VisuallyHidden } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ScrollRegion } from '../../../components/ScrollRegion.tsx';
import { formatDate, formatPercent, formatSignificant } from '../../../utils/format.ts';
import { marketsQueries } from '../api/marketsQueries.ts';
import { queryLoadState } from '../utils/queryLoadState.ts';
import { LoadState } from './LoadState.tsx';
import { SimulatedBadge } from './SimulatedBadge.tsx';

type MoveType = Parameters<typeof marketsQueries.moves>[0];

/** Spec 02 §9: percentages with at most one decimal, a dash when missing. */
const PERCENT_DIGITS = 1;

/** A change in words and colour: the arrow and the sign say it without the colour. */
function Change({ value, lang }: { value: number | null; lang: string }) {
  const { t } = useTranslation();
  const isDark = useComputedColorScheme('light') === 'dark';
  if (value === null) return <Text size="sm">—</Text>;
  const text = formatPercent(Math.abs(value), lang, PERCENT_DIGITS);
  // A move that shows as 0.0 % reads as unchanged, not as a tiny fall.
  const shown = Math.round(value * 10 ** (PERCENT_DIGITS + 2));
  const direction = shown > 0 ? 'up' : shown < 0 ? 'down' : 'flat';
  const color = { up: isDark ? 'teal.3' : 'teal.9', down: isDark ? 'red.3' : 'red.9', flat: undefined }[
    direction
  ];
  const arrow = { up: '▲', down: '▼', flat: '■' }[direction];
  return (
    <Text size="sm" c={color} data-direction={direction} ta="right">
      <span aria-hidden="true">{arrow} </span>
      <VisuallyHidden>
        {direction === 'flat' ? t('markets.moves.flat') : t(`markets.moves.${direction}`, { value: text })}
      </VisuallyHidden>
      <span aria-hidden="true">
        {{ up: '+', down: '−', flat: '' }[direction]}
        {text}
      </span>
    </Text>
  );
}

/** The world table of one asset type (spec 02 §2): the last price and its moves over each window. */
export function MovesTable({ type }: { type: MoveType }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const moves = useQuery(marketsQueries.moves(type));
  const rows: Move[] = moves.data ?? [];
  return (
    <>
      <LoadState {...queryLoadState(moves, rows.length)} />
      {rows.length > 0 && (
        <ScrollRegion minWidth={980} label={t(`markets.moves.captions.${type}`)}>
          {/* Figures and badges never wrap: a narrow window scrolls the table instead. */}
          <Table striped highlightOnHover style={{ whiteSpace: 'nowrap' }} data-testid={`moves-${type}`}>
            <Table.Caption>{t(`markets.moves.captions.${type}`)}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('markets.moves.instrument')}</Table.Th>
                <Table.Th ta="right">{t('markets.moves.last')}</Table.Th>
                <Table.Th>{t('markets.moves.date')}</Table.Th>
                {MOVE_WINDOWS.map((window) => (
                  <Table.Th key={window} ta="right">
                    {t(`markets.moves.windows.${window}`)}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((move) => (
                <Table.Tr key={move.instrument.id} data-testid={`move-${move.instrument.id}`}>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      <Text size="sm" fw={600}>
                        {move.instrument.short_name}
                      </Text>
                      {move.simulated && <SimulatedBadge />}
                    </Group>
                  </Table.Td>
                  <Table.Td ta="right">{formatSignificant(move.last, lang, 6)}</Table.Td>
                  <Table.Td>{formatDate(move.observation_date, lang)}</Table.Td>
                  {MOVE_WINDOWS.map((window) => (
                    <Table.Td key={window}>
                      <Change value={move.changes[window] ?? null} lang={lang} />
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollRegion>
      )}
    </>
  );
}
