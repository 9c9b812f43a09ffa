import { NumberInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CalendarCardProps } from '../hooks/useCalendarTool.ts';
import type { DayRow } from '../utils/calendarCalc.ts';
import { CardProblem } from './CardProblem.tsx';
import { DayTable } from './DayTable.tsx';
import { ToolCard } from './ToolCard.tsx';

/** The holidays of a year in the calendar chosen, with their names where the rules give one. */
export function HolidaysCard({ form, answer: holidays, problem, errorOf }: CalendarCardProps<DayRow[]>) {
  const { t } = useTranslation();
  return (
    <ToolCard h="100%" title={t('tools.calendar.holidaysTitle')}>
      <NumberInput
        label={t('tools.calendar.year')}
        {...form.getInputProps('year')}
        min={1}
        max={9999}
        allowDecimal={false}
        w={140}
        mb="sm"
        data-testid="calendar-year"
        error={errorOf('year')}
      />
      {holidays.ok ? (
        <DayTable
          rows={holidays.value}
          summary={t('tools.calendar.holidayCount', { count: holidays.value.length })}
          testId="calendar-holidays"
          unnamed={t('tools.calendar.targetHoliday')}
          label={t('tools.calendar.holidaysTitle')}
        />
      ) : (
        <CardProblem problem={problem} />
      )}
    </ToolCard>
  );
}
