import { DATE_ORDER_SETTINGS, type DateOrderSetting } from '@cobertura/contracts';
import { Paper, Radio, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Notice } from '../../../components/Notice.tsx';
import { useDateOrder } from '../../../shared/preferences/useDateOrder.ts';

/**
 * How the user writes dates in figures (31/12/2027 or 12/31/2027), for the grid's typing and pasting
 * and for imports: by language (the default), day first or month first. A choice is saved at once.
 */
export function DateOrderCard() {
  const { t } = useTranslation();
  const dateOrder = useDateOrder();
  const [hasFailed, setHasFailed] = useState(false);

  const choose = (value: string) => {
    setHasFailed(false);
    dateOrder.choose(value as DateOrderSetting).catch(() => setHasFailed(true));
  };

  return (
    <Paper withBorder radius="lg" p="lg" data-testid="date-order-card">
      <Title order={2} fz="lg" mb={4}>
        {t('profile.dateOrder.title')}
      </Title>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('profile.dateOrder.help')}
        </Text>
        <Radio.Group
          label={t('profile.dateOrder.label')}
          value={dateOrder.setting}
          onChange={choose}
          name="date_order"
        >
          <Stack gap="xs" mt="xs">
            {DATE_ORDER_SETTINGS.map((setting) => (
              <Radio
                key={setting}
                value={setting}
                label={t(`profile.dateOrder.options.${setting}`)}
                description={t(`profile.dateOrder.descriptions.${setting}`)}
                disabled={dateOrder.isPending}
              />
            ))}
          </Stack>
        </Radio.Group>
        {hasFailed && (
          <Notice kind="error" testId="date-order-failed">
            {t('profile.dateOrder.failed')}
          </Notice>
        )}
      </Stack>
    </Paper>
  );
}
