import { Card, SegmentedControl, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DecimalInput } from '../../../components/DecimalInput.tsx';
import { formatNumber } from '../../../utils/format.ts';
import { usePlanChoices } from '../hooks/usePlanChoices.ts';
import { type HedgePlan, OPTIMIZER_ASSETS } from '../utils/optimizerPlan.ts';
import { BookSchedule, type PlanBook } from './BookSchedule.tsx';
import { TypedSchedule } from './TypedSchedule.tsx';

/**
 * Step 1: the pair or commodity, buying or selling, and the schedule — the open exposure of one of
 * the user's portfolios month by month (the book's side and budget rate come with it), or a monthly
 * schedule typed — and the budget rate.
 */
export function PlanStep({
  plan,
  book,
  onChange,
  onPortfolio,
}: {
  plan: HedgePlan;
  book: PlanBook;
  onChange: (plan: HedgePlan) => void;
  /** Reads the book of a portfolio (null: back to a typed schedule). */
  onPortfolio: (portfolio: string | null) => void;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const { portfolioGroups, units, quotation } = usePlanChoices(plan.asset);
  const set = (field: keyof HedgePlan) => (value: string | null) =>
    onChange({ ...plan, [field]: value ?? '' });

  return (
    <Card withBorder radius="lg" padding="lg" mt="md">
      <Stack gap="md" data-testid="optimizer-plan">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Select
            label={t('optimizer.plan.asset')}
            data={OPTIMIZER_ASSETS.map((i) => i.name)}
            value={plan.asset}
            // Another asset is not in the portfolio's book: the schedule is typed again.
            onChange={(asset) =>
              onChange({ ...plan, asset: asset ?? plan.asset, portfolio: null, unit: null })
            }
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
              onChange={set('side')}
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
            description={
              book.data?.budget_rate
                ? t('optimizer.plan.budgetFromBook', { rate: formatNumber(book.data.budget_rate, lang, 2) })
                : t('optimizer.plan.budgetHint')
            }
            value={plan.budget}
            onChange={set('budget')}
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
