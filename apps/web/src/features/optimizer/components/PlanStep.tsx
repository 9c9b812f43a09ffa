import { Card, SegmentedControl, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { DecimalInput } from '../../../components/DecimalInput.tsx';
import { assetRateText } from '../utils/assetFigures.ts';
import { type HedgePlan, OPTIMIZER_ASSETS } from '../utils/optimizerPlan.ts';
import { planBudget } from '../utils/planBudget.ts';
import { type PlanHolders, planChoices } from '../utils/planChoices.ts';
import { BookSchedule, type PlanBook } from './BookSchedule.tsx';
import { TypedSchedule } from './TypedSchedule.tsx';

/**
 * Step 1: the pair or commodity, buying or selling, and the schedule — the open exposure of one of
 * the user's portfolios month by month (the book's side and budget rate come with it), or a monthly
 * schedule typed — and the budget rate, which says whether it is the portfolio's or typed.
 */
export function PlanStep({
  plan,
  book,
  holders,
  onChange,
  onAsset,
  onSide,
  onPortfolio,
}: {
  plan: HedgePlan;
  book: PlanBook;
  holders: PlanHolders;
  onChange: (plan: HedgePlan) => void;
  onAsset: (asset: string) => void;
  onSide: (side: HedgePlan['side']) => void;
  /** Reads the book of a portfolio (null: back to a typed schedule). */
  onPortfolio: (portfolio: string | null) => void;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const { portfolioGroups, units, quotation } = planChoices(plan.asset, holders);

  return (
    <Card withBorder radius="lg" padding="lg" mt="md">
      <Stack gap="md" data-testid="optimizer-plan">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Select
            label={t('optimizer.plan.asset')}
            data={OPTIMIZER_ASSETS.map((i) => i.name)}
            value={plan.asset}
            onChange={(asset) => asset && onAsset(asset)}
            allowDeselect={false}
            searchable
            data-testid="optimizer-asset"
          />
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              {t('optimizer.plan.side')}
            </Text>
            <SegmentedControl
              fullWidth
              value={plan.side}
              onChange={(side) => onSide(side as HedgePlan['side'])}
              data={[
                { value: 'buyer', label: t('optimizer.plan.buyer') },
                { value: 'seller', label: t('optimizer.plan.seller') },
              ]}
              data-testid="optimizer-side"
            />
          </Stack>
          <Select
            label={t('optimizer.plan.portfolio')}
            description={t('optimizer.plan.portfolioHint')}
            placeholder={t('optimizer.plan.typed')}
            data={portfolioGroups}
            value={plan.portfolio}
            onChange={onPortfolio}
            clearable
            nothingFoundMessage={t('optimizer.plan.noPortfolio')}
            data-testid="optimizer-portfolio"
          />
          <DecimalInput
            label={t('optimizer.plan.budget')}
            description={budgetDescription(plan, book, t, lang)}
            value={plan.budget}
            onChange={(budget) => onChange({ ...plan, budget })}
            testId="optimizer-budget"
          />
        </SimpleGrid>
        {plan.portfolio !== null ? (
          <BookSchedule book={book} onTypeInstead={() => onPortfolio(null)} />
        ) : (
          <TypedSchedule plan={plan} units={units} quotation={quotation} onChange={onChange} />
        )}
      </Stack>
    </Card>
  );
}

/**
 * What the budget field says of the rate in force: the portfolio's (its rate, in the pair's
 * decimals and unit), a typed one (and the portfolio's it stands in for), or the forward.
 */
function budgetDescription(plan: HedgePlan, book: PlanBook, t: TFunction, lang: string): string {
  const portfolioRate = plan.portfolio === null ? null : (book.data?.budget_rate ?? null);
  const { source } = planBudget(plan.budget, portfolioRate, undefined);
  const rate = assetRateText(portfolioRate, plan.asset, book.data, lang);
  if (source === 'portfolio') return t('optimizer.plan.budgetFromBook', { rate });
  if (source === 'typed')
    return portfolioRate === null
      ? t('optimizer.plan.budgetTyped')
      : t('optimizer.plan.budgetTypedOver', { rate });
  return book.data && plan.portfolio !== null
    ? t('optimizer.plan.budgetNone', { asset: plan.asset })
    : t('optimizer.plan.budgetHint');
}
