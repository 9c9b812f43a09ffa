import type { HedgeRequest } from '@cobertura/contracts';
import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Notice } from '../../../components/Notice.tsx';
import type { FormStart } from '../hooks/useHedgePage.ts';
import { useRequestForm } from '../hooks/useRequestForm.ts';
import { JustificationField } from './JustificationField.tsx';
import { OrderFields } from './OrderFields.tsx';
import { ScheduleFields } from './ScheduleFields.tsx';
import { StrategyFields } from './StrategyFields.tsx';
import { WhatFields } from './WhatFields.tsx';

/**
 * A hedge request as the treasurer sends it to the desk: what (portfolio, asset, side), when and
 * how much (one value date or a schedule), how (a catalogue strategy and its strikes, a limit
 * rate), for how long (validity, window), and why when it goes beyond the program. Saved as a draft
 * or sent at once; a refusal keeps everything typed.
 */
export function RequestForm({
  start,
  onSaved,
  onNew,
}: {
  start: FormStart;
  onSaved: (request: HedgeRequest, submitted: boolean) => void;
  onNew: () => void;
}) {
  const { t } = useTranslation();
  const { form, choices, send, isSaving, failure, isJustifying, openJustification } = useRequestForm({
    initial: start.values,
    editing: start.editing,
    onSaved,
  });
  const quantityUnit = form.values.unit || choices.units.quantity_unit;
  return (
    <Card withBorder radius="md" padding="lg" data-testid="hedge-form">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void send(true);
        }}
      >
        <Stack gap="lg">
          <Group justify="space-between">
            <Group gap="xs">
              <Text fw={600}>
                {start.editing
                  ? t('hedge.form.editing', { reference: start.editing.reference })
                  : t('hedge.form.title')}
              </Text>
              <Badge variant="light" color="gray" data-testid="hedge-form-origin">
                {t(`hedge.origins.${form.values.origin}`)}
              </Badge>
            </Group>
            <Button variant="subtle" size="xs" onClick={onNew} data-testid="hedge-form-new">
              {t('hedge.form.new')}
            </Button>
          </Group>
          <WhatFields form={form} choices={choices} />
          <ScheduleFields form={form} unit={quantityUnit} />
          <StrategyFields form={form} choices={choices} />
          <OrderFields form={form} units={choices.units} />
          <JustificationField form={form} isOpen={isJustifying} onOpen={openJustification} />
          {failure && (
            <Notice kind="error" testId="hedge-form-failure">
              {failure}
            </Notice>
          )}
          <Group justify="flex-end">
            <Button
              variant="default"
              onClick={() => void send(false)}
              disabled={isSaving}
              data-testid="hedge-form-save-draft"
            >
              {t('hedge.form.saveDraft')}
            </Button>
            <Button type="submit" loading={isSaving} data-testid="hedge-form-submit">
              {t('hedge.form.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
