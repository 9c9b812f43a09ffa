import { Card, SegmentedControl, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DecimalInput } from '../../../components/DecimalInput.tsx';
import { OPTIMIZER_ASSETS } from '../utils/optimizerPlan.ts';

/** Step 1 as typed: what is hedged, for whom, and the schedule of settlements. */
export interface HedgePlan {
  asset: string;
  side: 'buyer' | 'seller';
  /** The first settlement (YYYY-MM-DD); the others follow a month apart. */
  first: string;
  count: string;
  amount: string;
  budget: string;
}

/** Step 1: the pair or commodity, buying or selling, the monthly schedule and the budget rate. */
export function PlanStep({ plan, onChange }: { plan: HedgePlan; onChange: (plan: HedgePlan) => void }) {
  const { t } = useTranslation();
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
            onChange={set('asset')}
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
          <TextInput
            type="date"
            label={t('optimizer.plan.first')}
            value={plan.first}
            onChange={(event) => set('first')(event.currentTarget.value)}
            data-testid="optimizer-first"
          />
          <DecimalInput
            label={t('optimizer.plan.count')}
            value={plan.count}
            onChange={set('count')}
            testId="optimizer-count"
          />
          <DecimalInput
            label={t('optimizer.plan.amount')}
            description={t('optimizer.plan.amountHint')}
            value={plan.amount}
            onChange={set('amount')}
            testId="optimizer-amount"
          />
          <DecimalInput
            label={t('optimizer.plan.budget')}
            description={t('optimizer.plan.budgetHint')}
            value={plan.budget}
            onChange={set('budget')}
            testId="optimizer-budget"
          />
        </SimpleGrid>
      </Stack>
    </Card>
  );
}
