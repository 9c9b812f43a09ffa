import { Group, SegmentedControl, Select, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import type { CalendarForm } from '../hooks/useCalendarTool.ts';
import { CALENDAR_COUNTRIES, CALENDAR_CURRENCIES } from '../utils/calendarCalc.ts';
import { countryName } from '../utils/countryName.ts';
import { ToolCard } from './ToolCard.tsx';

/** Which calendar the cards below read: a country's, or a currency pair's. */
export function CalendarChoiceCard({ form }: { form: UseFormReturnType<CalendarForm> }) {
  const { t, i18n } = useTranslation();
  const field = form.getInputProps;
  const regionNames =
    typeof Intl.DisplayNames === 'function'
      ? new Intl.DisplayNames([i18n.language], { type: 'region' })
      : null;
  const countryData = CALENDAR_COUNTRIES.map((c) => ({
    value: c,
    label: countryName(c, regionNames, t('tools.calendar.target')),
  }));
  const currencyData = CALENDAR_CURRENCIES.map((c) => ({ value: c, label: c }));
  return (
    <ToolCard>
      <Group gap="md" align="flex-end" wrap="wrap">
        <SegmentedControl
          {...field('kind')}
          data={[
            { value: 'country', label: t('tools.calendar.country') },
            { value: 'pair', label: t('tools.calendar.pair') },
          ]}
          data-testid="calendar-kind"
        />
        {form.values.kind === 'country' ? (
          <Select
            label={t('tools.calendar.country')}
            data={countryData}
            {...field('country')}
            searchable
            allowDeselect={false}
            w={280}
            data-testid="calendar-country"
          />
        ) : (
          (['base', 'quote'] as const).map((name) => (
            <Select
              key={name}
              label={t(`tools.calendar.${name}`)}
              data={currencyData}
              {...field(name)}
              searchable
              allowDeselect={false}
              w={120}
            />
          ))
        )}
        <Text size="sm" c="dimmed" pb={8}>
          {t('tools.calendar.weekendNote')}
        </Text>
      </Group>
    </ToolCard>
  );
}
