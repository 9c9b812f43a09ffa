import { EXECUTION_WINDOWS, type FigureUnits, VALIDITIES } from '@cobertura/contracts';
import { Group, Stack, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { DecimalInput } from '../../../components/DecimalInput.tsx';
import { LabelledSegments } from '../../../components/LabelledSegments.tsx';
import { rateUnit } from '../utils/figures.ts';
import type { RequestFormValues } from '../utils/requestForm.ts';

/**
 * The order's conditions: the worst rate accepted (none: at best), how long it stands (the trading
 * day, until a time, or until cancelled), the window the desk has to execute it, and a note.
 */
export function OrderFields({
  form,
  units,
}: {
  form: UseFormReturnType<RequestFormValues>;
  units: FigureUnits;
}) {
  const { t, i18n } = useTranslation();
  const unit = rateUnit(units, i18n.language);
  return (
    <Stack gap="sm">
      <Group align="flex-end" gap="md">
        <DecimalInput
          label={unit ? t('hedge.form.limitIn', { unit }) : t('hedge.form.limit')}
          description={t('hedge.form.limitHint')}
          {...form.getInputProps('limit_rate')}
          testId="hedge-form-limit"
        />
        <LabelledSegments
          label={t('hedge.form.window')}
          labelId="hedge-form-window-label"
          value={form.values.window}
          onChange={(value) => form.setFieldValue('window', value as RequestFormValues['window'])}
          data={EXECUTION_WINDOWS.map((w) => ({ value: w, label: t(`hedge.windows.${w}`) }))}
          data-testid="hedge-form-window"
        />
      </Group>
      <Group align="flex-end" gap="md">
        <LabelledSegments
          label={t('hedge.form.validity')}
          labelId="hedge-form-validity-label"
          value={form.values.validity}
          onChange={(value) => form.setFieldValue('validity', value as RequestFormValues['validity'])}
          data={VALIDITIES.map((v) => ({ value: v, label: t(`hedge.validities.${v}`) }))}
          data-testid="hedge-form-validity"
        />
        {form.values.validity === 'until' && (
          <TextInput
            type="datetime-local"
            label={t('hedge.form.validUntil')}
            {...form.getInputProps('valid_until')}
            data-testid="hedge-form-valid-until"
          />
        )}
      </Group>
      <Textarea
        label={t('hedge.form.note')}
        description={t('hedge.form.noteHint')}
        rows={2}
        maxLength={1000}
        {...form.getInputProps('note')}
        data-testid="hedge-form-note"
      />
    </Stack>
  );
}
