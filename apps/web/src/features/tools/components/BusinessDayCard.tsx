import { Badge, Group, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate, formatWeekday } from '../../../utils/format.ts';
import type { CalendarCardProps } from '../hooks/useCalendarTool.ts';
import type { BusinessDayAround } from '../utils/calendarCalc.ts';
import { CardProblem } from './CardProblem.tsx';
import { ResultRow } from './ResultRow.tsx';
import { ToolCard } from './ToolCard.tsx';

/** Whether a date is a business day, and the business days after and before it. */
export function BusinessDayCard({
  form,
  answer: around,
  problem,
  errorOf,
}: CalendarCardProps<BusinessDayAround>) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const day = (date: string) => `${formatDate(date, lang)} · ${formatWeekday(date, lang)}`;
  return (
    <ToolCard h="100%" title={t('tools.calendar.nextTitle')}>
      <TextInput
        type="date"
        label={t('tools.calendar.fromDate')}
        {...form.getInputProps('date')}
        error={errorOf('date')}
        mb="md"
        data-testid="calendar-date"
      />
      {around.ok ? (
        <Stack gap="xs">
          <Group gap="xs">
            <Badge
              color={around.value.isBusinessDay ? 'teal' : 'orange'}
              variant="light"
              data-testid="calendar-is-business"
            >
              {around.value.isBusinessDay
                ? t('tools.calendar.isBusinessDay')
                : around.value.isHoliday
                  ? t('tools.calendar.isHoliday')
                  : t('tools.calendar.isWeekend')}
            </Badge>
            <Text size="sm">{formatWeekday(around.value.date.date, lang)}</Text>
          </Group>
          <ResultRow
            label={t('tools.calendar.next')}
            value={day(around.value.next.date)}
            testId="calendar-next"
          />
          <ResultRow
            label={t('tools.calendar.previous')}
            value={day(around.value.previous.date)}
            testId="calendar-previous"
          />
        </Stack>
      ) : (
        <CardProblem problem={problem} />
      )}
    </ToolCard>
  );
}
