import type { Strategy } from '@cobertura/contracts';
import { Alert, Button, Card, Group, Select, Stack, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ColumnUnit, rateUnitText } from '../../analytics/index.ts';
import { type StrategyTerms, useStrategyPricing } from '../hooks/useStrategyPricing.ts';
import { STRATEGY_LIMIT } from '../utils/optimizerPlan.ts';
import { isForwardOnly, sideName, startingDraft } from '../utils/strategyTerms.ts';
import { ForwardNote } from './ForwardNote.tsx';
import { QuoteCheck } from './QuoteCheck.tsx';
import { StrategyRow } from './StrategyRow.tsx';

/**
 * Step 3: each strategy's strikes, barriers and share of the schedule, priced together on the
 * stored market ('Calculate'), with the warnings of terms that make no sense and 'Zero cost' for the
 * structures that have one, what a forward's cost is (it pays no premium), and a bank's quote for one of them checked against its fair value. The
 * simulation runs only once every strategy is calculated.
 */
export function StrategiesStep(props: StrategyTerms & { catalogue: readonly Strategy[] }) {
  const { plan, catalogue, drafts, onDrafts, priced } = props;
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const pricing = useStrategyPricing(props);
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
                <Table.Th ta="right">
                  {t('optimizer.strategies.cost')}
                  <ColumnUnit unit={priced && rateUnitText(priced, lang)} />
                </Table.Th>
                <Table.Th ta="right">{t('optimizer.strategies.costPerc')}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {drafts.map((draft, index) => (
                <StrategyRow
                  key={draft.strategy.pk_idstrategy}
                  draft={draft}
                  index={index}
                  side={plan.side}
                  asset={plan.asset}
                  result={priced?.strategies[index]}
                  onEdit={(change) => onDrafts(drafts.map((d, i) => (i === index ? { ...d, ...change } : d)))}
                  onZeroCost={() => pricing.zeroCost(index)}
                  isZeroCosting={pricing.zeroCosting === index}
                  onRemove={() => onDrafts(drafts.filter((_, i) => i !== index))}
                  canRemove={drafts.length !== 1}
                />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {pricing.market && drafts.some((d) => isForwardOnly(d.strategy)) && (
          <ForwardNote asset={plan.asset} market={pricing.market} />
        )}
        {pricing.failure && (
          <Alert color="red" data-testid="optimizer-strategies-error">
            {pricing.failure}
          </Alert>
        )}
        <Group justify="space-between">
          <Select
            placeholder={t('optimizer.strategies.add')}
            aria-label={t('optimizer.strategies.add')}
            data={addable.map((s) => ({ value: String(s.pk_idstrategy), label: sideName(s, plan.side, t) }))}
            value={null}
            disabled={drafts.length >= STRATEGY_LIMIT || !pricing.canAdd}
            onChange={(value) => {
              const strategy = catalogue.find((s) => String(s.pk_idstrategy) === value);
              const at = pricing.startAt;
              if (strategy && at) onDrafts([...drafts, startingDraft(strategy, plan.side, at, plan.asset)]);
            }}
            w={280}
          />
          <Button
            onClick={pricing.calculate}
            loading={pricing.isCalculating}
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
