import type { PriceStrategiesReply, Strategy } from '@cobertura/contracts';
import { ActionIcon, Alert, Button, Card, Group, Select, Stack, Table, Text } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/apiError.ts';
import { DecimalInput } from '../../../components/DecimalInput.tsx';
import { Icon } from '../../../components/Icon.tsx';
import { formatNumber } from '../../../utils/format.ts';
import { optimizerApi } from '../api/optimizerApi.ts';
import { STRATEGY_LIMIT } from '../utils/optimizerPlan.ts';
import { marketRequest, strategyChoice } from '../utils/optimizerRequest.ts';
import {
  legHasBarrier,
  type StrategyDraft,
  sideLeg,
  sideName,
  startingDraft,
} from '../utils/strategyTerms.ts';
import type { HedgePlan } from './PlanStep.tsx';
import { QuoteCheck } from './QuoteCheck.tsx';

/**
 * Step 3: each strategy's strikes, barriers and share of the schedule, priced together on the
 * stored market ('Calculate'), with the warnings of terms that make no sense and 'Zero cost' for the
 * structures that have one, and a bank's quote for one of them checked against its fair value. The
 * simulation runs only once every strategy is calculated.
 */
export function StrategiesStep({
  plan,
  proposed,
  catalogue,
  drafts,
  onDrafts,
  priced,
  onPriced,
}: {
  plan: HedgePlan;
  proposed: readonly Strategy[];
  catalogue: readonly Strategy[];
  drafts: StrategyDraft[];
  onDrafts: (drafts: StrategyDraft[]) => void;
  priced: PriceStrategiesReply | null;
  onPriced: (reply: PriceStrategiesReply) => void;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  // A leg as the side holds it, in words: "Buy PUT", "Sell CALL".
  const legLabel = (leg: { position: string; derivative: string }) =>
    t(`optimizer.strategies.${leg.position === 'LONG' ? 'bought' : 'sold'}`, { derivative: leg.derivative });
  const request = marketRequest(plan);
  const first = proposed[0];
  // The schedule's forward, which the starting strikes sit around.
  const forward = useQuery({
    queryKey: ['optimizer', 'forward', request],
    queryFn: () =>
      optimizerApi.price({
        ...request,
        strategies: [
          { pk_idstrategy: first!.pk_idstrategy, strikes: [], barriers: [], percentage: 100, fixings: 21 },
        ],
      }),
    enabled: first !== undefined && drafts.length === 0,
  });
  useEffect(() => {
    if (drafts.length === 0 && forward.data && proposed.length)
      onDrafts(proposed.map((s) => startingDraft(s, plan.side, forward.data.forward)));
  }, [drafts.length, forward.data, proposed, plan.side, onDrafts]);

  const calculate = useMutation({
    mutationFn: () => optimizerApi.price({ ...request, strategies: drafts.map(strategyChoice) }),
    onSuccess: onPriced,
  });
  const zeroCost = useMutation({
    mutationFn: (index: number) =>
      optimizerApi.zeroCost({ ...request, strategy: strategyChoice(drafts[index] as StrategyDraft) }),
    onSuccess: ({ strikes }, index) =>
      onDrafts(
        drafts.map((d, i) =>
          i === index
            ? { ...d, strikes: strikes.map((k) => (k === null ? '' : String(Math.round(k * 100) / 100))) }
            : d,
        ),
      ),
  });
  const edit = (index: number, change: Partial<StrategyDraft>) =>
    onDrafts(drafts.map((d, i) => (i === index ? { ...d, ...change } : d)));
  const failure = calculate.error ?? zeroCost.error ?? forward.error;
  const failureText =
    failure instanceof ApiError ? failure.message : failure ? t('optimizer.strategies.failed') : null;
  const addable = catalogue.filter((s) => !drafts.some((d) => d.strategy.pk_idstrategy === s.pk_idstrategy));

  return (
    <Card withBorder radius="lg" padding="lg" mt="md">
      <Stack gap="md" data-testid="optimizer-strategies">
        <Table.ScrollContainer minWidth={900}>
          <Table verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('optimizer.strategies.name')}</Table.Th>
                <Table.Th>{t('optimizer.strategies.legs')}</Table.Th>
                <Table.Th w={110}>{t('optimizer.strategies.percentage')}</Table.Th>
                <Table.Th ta="right">{t('optimizer.strategies.cost')}</Table.Th>
                <Table.Th ta="right">{t('optimizer.strategies.costPerc')}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {drafts.map((draft, index) => {
                const result = priced?.strategies[index];
                return (
                  <Table.Tr key={draft.strategy.pk_idstrategy} data-testid="optimizer-strategy">
                    <Table.Td fw={600}>{sideName(draft.strategy, plan.side)}</Table.Td>
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
                              {legLabel(sideLeg(leg, plan.side))}
                            </Text>
                            <DecimalInput
                              label={t('optimizer.strategies.strike')}
                              value={draft.strikes[i] ?? ''}
                              onChange={(text) =>
                                edit(index, { strikes: draft.strikes.map((k, j) => (j === i ? text : k)) })
                              }
                              testId={`optimizer-strike-${index}-${i}`}
                              error={result?.warnings.find((w) => w.leg === i)?.message}
                            />
                            {legHasBarrier(draft.strategy, i) && (
                              <DecimalInput
                                label={t('optimizer.strategies.barrier')}
                                value={draft.barriers[i] ?? ''}
                                onChange={(text) =>
                                  edit(index, {
                                    barriers: draft.barriers.map((b, j) => (j === i ? text : b)),
                                  })
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
                        onChange={(text) => edit(index, { percentage: text })}
                      />
                    </Table.Td>
                    <Table.Td ta="right" data-testid="optimizer-cost">
                      {result?.cost == null ? '—' : formatNumber(result.cost, lang, 2)}
                    </Table.Td>
                    <Table.Td ta="right">
                      {result?.costPerc == null ? '—' : `${formatNumber(result.costPerc, lang, 2)} %`}
                    </Table.Td>
                    <Table.Td>
                      <Group gap="xs" wrap="nowrap">
                        {result?.zero_cost && (
                          <Button
                            size="xs"
                            variant="light"
                            onClick={() => zeroCost.mutate(index)}
                            loading={zeroCost.isPending && zeroCost.variables === index}
                          >
                            {t('optimizer.strategies.zeroCost')}
                          </Button>
                        )}
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={t('optimizer.strategies.remove', {
                            name: sideName(draft.strategy, plan.side),
                          })}
                          onClick={() => onDrafts(drafts.filter((_, i) => i !== index))}
                          disabled={drafts.length === 1}
                        >
                          <Icon name="x" size={16} />
                        </ActionIcon>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {failureText && (
          <Alert color="red" data-testid="optimizer-strategies-error">
            {failureText}
          </Alert>
        )}
        <Group justify="space-between">
          <Select
            placeholder={t('optimizer.strategies.add')}
            aria-label={t('optimizer.strategies.add')}
            data={addable.map((s) => ({ value: String(s.pk_idstrategy), label: sideName(s, plan.side) }))}
            value={null}
            disabled={drafts.length >= STRATEGY_LIMIT || (!priced?.forward && !forward.data)}
            onChange={(value) => {
              const strategy = catalogue.find((s) => String(s.pk_idstrategy) === value);
              const at = priced?.forward ?? forward.data?.forward;
              if (strategy && at) onDrafts([...drafts, startingDraft(strategy, plan.side, at)]);
            }}
            w={280}
          />
          <Button
            onClick={() => calculate.mutate()}
            loading={calculate.isPending}
            data-testid="optimizer-calculate"
            disabled={drafts.length === 0}
          >
            {t('optimizer.strategies.calculate')}
          </Button>
        </Group>
        {drafts.length > 0 && <QuoteCheck plan={plan} drafts={drafts} />}
      </Stack>
    </Card>
  );
}
