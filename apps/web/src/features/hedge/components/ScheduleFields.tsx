import { MAX_SETTLEMENTS } from '@cobertura/contracts';
import { ActionIcon, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { DecimalInput } from '../../../components/DecimalInput.tsx';
import { Icon } from '../../../components/Icon.tsx';
import type { RequestFormValues } from '../utils/requestForm.ts';

/**
 * When and how much: one value date and its amount, or a schedule of them (dates rising, at most
 * 120). Each amount says its unit: the pair's base currency, the commodity's unit.
 */
export function ScheduleFields({
  form,
  unit,
}: {
  form: UseFormReturnType<RequestFormValues>;
  unit: string | null;
}) {
  const { t } = useTranslation();
  const rows = form.values.settlements;
  return (
    <Stack gap="xs" data-testid="hedge-form-schedule">
      <Text size="sm" fw={500}>
        {rows.length > 1 ? t('hedge.form.schedule') : t('hedge.form.valueDate')}
      </Text>
      {rows.map((row, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a row is its place in the schedule
        <Group key={i} gap="sm" align="flex-start" wrap="nowrap">
          <TextInput
            type="date"
            label={t('hedge.form.date')}
            value={row.date}
            onChange={(event) => form.setFieldValue(`settlements.${i}.date`, event.currentTarget.value)}
            error={form.errors[`settlements.${i}.date`]}
            data-testid={`hedge-form-date-${i}`}
          />
          <DecimalInput
            label={unit ? t('hedge.form.amountIn', { unit }) : t('hedge.form.amount')}
            value={row.amount}
            onChange={(text) => form.setFieldValue(`settlements.${i}.amount`, text)}
            error={form.errors[`settlements.${i}.amount`]}
            testId={`hedge-form-amount-${i}`}
          />
          {rows.length > 1 && (
            <ActionIcon
              variant="subtle"
              color="red"
              mt={28}
              aria-label={t('hedge.form.removeDate', { n: i + 1 })}
              onClick={() => form.removeListItem('settlements', i)}
            >
              <Icon name="x" size={16} />
            </ActionIcon>
          )}
        </Group>
      ))}
      {form.errors.settlements && (
        <Text size="sm" c="red" data-testid="hedge-form-schedule-error">
          {form.errors.settlements}
        </Text>
      )}
      <Button
        variant="subtle"
        size="xs"
        w="fit-content"
        disabled={rows.length >= MAX_SETTLEMENTS}
        onClick={() => form.insertListItem('settlements', { date: '', amount: '' })}
        data-testid="hedge-form-add-date"
      >
        {t('hedge.form.addDate')}
      </Button>
    </Stack>
  );
}
