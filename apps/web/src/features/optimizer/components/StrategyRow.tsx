import { type PricedStrategy, quoteDecimals } from '@cobertura/contracts';
import { ActionIcon, Button, Group, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DecimalInput } from '../../../components/DecimalInput.tsx';
import { Icon } from '../../../components/Icon.tsx';
import { bookValueLabel } from '../../../shared/book/bookValueLabel.ts';
import { formatNumber } from '../../../utils/format.ts';
import { MISSING } from '../../analytics/index.ts';
import { dealtFigure } from '../utils/assetFigures.ts';
import type { HedgePlan } from '../utils/optimizerPlan.ts';
import { legHasBarrier, type StrategyDraft, sideLeg, sideName } from '../utils/strategyTerms.ts';

/** One strategy's terms as typed (each leg's strike and barrier, its share), its price and its actions. */
export function StrategyRow({
  draft,
  index,
  side,
  asset,
  result,
  onEdit,
  onZeroCost,
  isZeroCosting,
  onRemove,
  canRemove,
}: {
  draft: StrategyDraft;
  /** Its place in the table, which names its fields for tests. */
  index: number;
  side: HedgePlan['side'];
  /** Costs print to its quote's decimals. */
  asset: string;
  result: PricedStrategy | undefined;
  onEdit: (change: Partial<StrategyDraft>) => void;
  onZeroCost: () => void;
  isZeroCosting: boolean;
  onRemove: () => void;
  canRemove: boolean;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const decimals = quoteDecimals(asset);
  // A leg as the side holds it, in words: "Buy Put", "Venta Call".
  const legLabel = (leg: { position: string; derivative: string }) =>
    t(`optimizer.strategies.${leg.position === 'LONG' ? 'bought' : 'sold'}`, {
      derivative: bookValueLabel(leg.derivative, t),
    });
  return (
    <Table.Tr data-testid="optimizer-strategy">
      <Table.Td fw={600}>{sideName(draft.strategy, side, t)}</Table.Td>
      <Table.Td>
        <Stack gap={6}>
          {draft.strategy.legs.map((leg, i) => (
            <Group
              key={`${leg.position}-${leg.derivative}-${leg.fk_idoptiontype}`}
              gap="xs"
              wrap="nowrap"
              align="flex-end"
            >
              <Text size="sm" w={170}>
                {legLabel(sideLeg(leg, side))}
              </Text>
              <DecimalInput
                label={t('optimizer.strategies.strike')}
                value={draft.strikes[i] ?? ''}
                onChange={(text) => onEdit({ strikes: draft.strikes.map((k, j) => (j === i ? text : k)) })}
                testId={`optimizer-strike-${index}-${i}`}
                error={result?.warnings.find((w) => w.leg === i)?.message}
              />
              {legHasBarrier(draft.strategy, i) && (
                <DecimalInput
                  label={t('optimizer.strategies.barrier')}
                  value={draft.barriers[i] ?? ''}
                  onChange={(text) =>
                    onEdit({ barriers: draft.barriers.map((b, j) => (j === i ? text : b)) })
                  }
                  testId={`optimizer-barrier-${index}-${i}`}
                />
              )}
            </Group>
          ))}
        </Stack>
      </Table.Td>
      <Table.Td>
        <DecimalInput
          label={t('optimizer.strategies.percentage')}
          unit="%"
          value={draft.percentage}
          onChange={(text) => onEdit({ percentage: text })}
        />
      </Table.Td>
      <Table.Td ta="right" data-testid="optimizer-cost">
        {result?.cost == null ? MISSING : formatNumber(dealtFigure(result.cost, decimals), lang, decimals)}
      </Table.Td>
      <Table.Td ta="right" data-testid="optimizer-cost-percent">
        {result?.costPerc == null ? MISSING : `${formatNumber(dealtFigure(result.costPerc, 2), lang, 2)} %`}
      </Table.Td>
      <Table.Td>
        <Group gap="xs" wrap="nowrap">
          {result?.zero_cost && (
            <Button size="xs" variant="light" onClick={onZeroCost} loading={isZeroCosting}>
              {t('optimizer.strategies.zeroCost')}
            </Button>
          )}
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={t('optimizer.strategies.remove', { name: sideName(draft.strategy, side, t) })}
            onClick={onRemove}
            disabled={!canRemove}
          >
            <Icon name="x" size={16} />
          </ActionIcon>
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}
