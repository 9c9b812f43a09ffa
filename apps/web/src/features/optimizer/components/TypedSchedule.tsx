import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DecimalInput } from '../../../components/DecimalInput.tsx';
import type { HedgePlan } from '../utils/optimizerPlan.ts';

/** A monthly schedule as typed: the first settlement, how many, the amount of each and its unit. */
export function TypedSchedule({
  plan,
  units,
  quotation,
  onChange,
}: {
  plan: HedgePlan;
  /** The units a commodity's amounts may be typed in, its quotation's first. */
  units: readonly string[];
  quotation: string | undefined;
  onChange: (plan: HedgePlan) => void;
}) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, sm: units.length > 1 ? 4 : 3 }} spacing="md">
      <TextInput
        type="date"
        label={t('optimizer.plan.first')}
        value={plan.first}
        onChange={(event) => onChange({ ...plan, first: event.currentTarget.value })}
        data-testid="optimizer-first"
      />
      <DecimalInput
        label={t('optimizer.plan.count')}
        value={plan.count}
        onChange={(count) => onChange({ ...plan, count })}
        testId="optimizer-count"
      />
      <DecimalInput
        label={t('optimizer.plan.amount')}
        description={t('optimizer.plan.amountHint')}
        value={plan.amount}
        onChange={(amount) => onChange({ ...plan, amount })}
        testId="optimizer-amount"
      />
      {units.length > 1 && (
        <Select
          label={t('optimizer.plan.unit')}
          description={t('optimizer.plan.unitHint', { quotation })}
          data={units}
          value={plan.unit ?? units[0] ?? null}
          onChange={(unit) => onChange({ ...plan, unit: unit === units[0] ? null : unit })}
          allowDeselect={false}
          data-testid="optimizer-unit"
        />
      )}
    </SimpleGrid>
  );
}
